import request from 'supertest';
import type { Express } from 'express';
import mongoose from 'mongoose';
import { connectTestDatabase, dropTestDatabase, internalHeaders, testDatabaseName, testEnv } from '@hfl/kit/testing';
import { buildApp } from '../../app';
import { loadContentConfig } from '../../config';
import { Ad } from '../../models/ad';

const dbName = testDatabaseName('content_ads');
let app: Express;

beforeAll(async () => {
  await connectTestDatabase(dbName);
  await Ad.init();
  app = buildApp(loadContentConfig(testEnv(dbName)));
});

beforeEach(async () => {
  await Ad.deleteMany({});
});

afterAll(async () => {
  await dropTestDatabase();
});

const visitor = (locale: 'en' | 'hu' = 'en') => internalHeaders({ locale });

const anAd = (overrides: Record<string, unknown> = {}) =>
  Ad.create({
    page: 'blog',
    placement: 'top',
    image: new mongoose.Types.ObjectId(),
    url: 'https://example.com/',
    ...overrides,
  });

describe('GET /ads/:page/:placement', () => {
  it('when the slot has an ad, then a visitor gets its image path and link', async () => {
    const ad = await anAd({ page: 'leaderboard', placement: 'right', url: '/create-league' });
    await anAd({ page: 'leaderboard', placement: 'top' });

    const res = await request(app)
      .get('/ads/leaderboard/right')
      .set(await visitor());

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: ad.id,
      page: 'leaderboard',
      placement: 'right',
      imageUrl: `/api/files/${ad.image.toHexString()}`,
      url: '/create-league',
    });
  });

  it('when the slot has no ad, then 204 without a body (the site shows none)', async () => {
    await anAd({ page: 'blog', placement: 'top' });

    const res = await request(app)
      .get('/ads/blog/right')
      .set(await visitor());

    expect(res.status).toBe(204);
    expect(res.text).toBe('');
  });

  it.each([
    ['page', '/ads/homepage/top', 'Please select page'],
    ['placement', '/ads/blog/bottom', 'Please select ad placement'],
  ])('when the %s is not one of the spec, then 400 with its message', async (property, url, message) => {
    const res = await request(app)
      .get(url)
      .set(await visitor());

    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'input_invalid',
      message: 'Invalid data provided',
      violations: [{ property, message }],
    });
  });

  it('when a Hungarian visitor asks for an unknown page, then the message is Hungarian', async () => {
    const res = await request(app)
      .get('/ads/homepage/top')
      .set(await visitor('hu'));

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([{ property: 'page', message: 'Válassz oldalt' }]);
  });
});

describe('GET /ads', () => {
  it('when ads exist, then all of them come back, by page and placement', async () => {
    const faqTop = await anAd({ page: 'faq', placement: 'top' });
    const blogRight = await anAd({ page: 'blog', placement: 'right' });
    const blogTop = await anAd({ page: 'blog', placement: 'top' });

    const res = await request(app)
      .get('/ads')
      .set(await visitor());

    expect(res.status).toBe(200);
    expect(res.body.map((a: { id: string }) => a.id)).toEqual([blogRight.id, blogTop.id, faqTop.id]);
  });

  it('when there are none, then an empty list', async () => {
    const res = await request(app)
      .get('/ads')
      .set(await visitor());

    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });
});

describe('the ad model', () => {
  it('when a second ad is stored for a taken slot, then the database refuses it', async () => {
    await anAd({ page: 'faq', placement: 'right' });

    await expect(anAd({ page: 'faq', placement: 'right' })).rejects.toMatchObject({ code: 11000 });
    expect(await Ad.countDocuments({ page: 'faq', placement: 'right' })).toBe(1);
  });
});
