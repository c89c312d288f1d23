import { BlockList } from 'node:net';
import type { RequestHandler } from 'express';
import * as yup from 'yup';
import { NotFoundError } from './errors';

/**
 * The dev mailbox (the BFF's /dev/mailbox, accounts' /dev/outbox) shows every stored e-mail, reset links included.
 * It is served only when DEV_MAILBOX=1 asks for it (npm start and the tests set it), never in production.
 */
export const devMailboxConfigShape = {
  DEV_MAILBOX: yup.boolean().default(false),
};

export function devMailboxEnabled(config: { NODE_ENV: string; DEV_MAILBOX: boolean }): boolean {
  return config.DEV_MAILBOX && config.NODE_ENV !== 'production';
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** 127.0.0.0/8, ::1 and their IPv4-mapped forms (::ffff:127.0.0.1, as a dual-stack socket reports them). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  return LOOPBACK.check(address, address.includes(':') ? 'ipv6' : 'ipv4');
}

/**
 * Answers 404 to anyone but this machine. By the connection's own address, never a forwarded header: a caller
 * chooses its X-Forwarded-For, not the address it connects from.
 */
export const loopbackCallersOnly: RequestHandler = (req, _res, next) => {
  next(isLoopbackAddress(req.socket.remoteAddress) ? undefined : new NotFoundError());
};
