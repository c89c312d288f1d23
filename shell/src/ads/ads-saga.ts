import { call, put, select, takeEvery } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { API, type Ad } from '@hfl/contracts';
import { api, takeWrittenRead } from '@hfl/shared-ui/core';
import { ADS_KEY, adSlotKey, adSlotLoaded, adSlotWanted, adsListed, type AdSlot, type AdsState } from './ads-slice';

/**
 * Each slot is asked for once per session (page load): ads change rarely, pages change often. An empty slot answers
 * 204 (no body), remembered like an ad. A failure is no reason to bother the reader: nothing shows now, and the slot
 * is asked for again on the next page that wants it.
 */
export function* adsSaga() {
  const asking = new Set<string>();
  // A player's page comes with the site's ads (the BFF writes them in): its banners know their slots from the first
  // render, so an empty slot keeps no empty place above the page while it is asked for (issue 39: a phone's screen).
  const written = takeWrittenRead(API.ads);
  if (Array.isArray(written?.body)) yield put(adsListed(written.body as Ad[]));

  function* loadSlot({ payload }: PayloadAction<AdSlot>) {
    const key = adSlotKey(payload);
    const known: boolean = yield select((state: { [ADS_KEY]?: AdsState }) => key in (state[ADS_KEY]?.slots ?? {}));
    if (known || asking.has(key)) return;
    asking.add(key);
    try {
      const found: Ad | undefined = yield call(
        api.get<Ad | undefined>,
        `/api/ads/${payload.page}/${payload.placement}`,
      );
      yield put(adSlotLoaded({ key, ad: found ?? null }));
    } catch {
      // Not remembered: the next page asks again.
    } finally {
      asking.delete(key);
    }
  }

  yield takeEvery(adSlotWanted.type, loadSlot);
}
