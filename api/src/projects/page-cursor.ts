import mongoose, { Types } from 'mongoose';
import { HttpError } from '../http/errors';

/**
 * Where a page of the projects list ends: the last project's createdAt and id (the list is newest first,
 * ties broken by id), so projects created meanwhile never shift the next page. Only a position: the
 * firm and client scope is applied to every page, so a cursor of another firm shows nothing of theirs.
 */
export interface PagePosition {
  createdAt: Date;
  id: Types.ObjectId;
}

const POSITION = /^([0-9]{1,15})\.([a-f0-9]{24})$/;
const NOT_A_CURSOR = 'cursor must be the nextCursor of a previous page: start again from the first page';

export function encodeCursor({ createdAt, id }: PagePosition): string {
  return Buffer.from(`${createdAt.getTime()}.${id.toHexString()}`).toString('base64url');
}

/** The position a cursor names; a 400 on `cursor` for anything this list did not give out. */
export function decodeCursor(cursor: string): PagePosition {
  const match = POSITION.exec(Buffer.from(cursor, 'base64url').toString('latin1'));
  if (!match) throw new HttpError(400, NOT_A_CURSOR, { errors: { cursor: NOT_A_CURSOR } });
  return { createdAt: new Date(Number(match[1])), id: new Types.ObjectId(match[2]) };
}

/** The projects after `position` in the order createdAt desc, _id desc. */
export function afterPosition({ createdAt, id }: PagePosition): Record<string, unknown> {
  return {
    $or: [{ createdAt: mongoose.trusted({ $lt: createdAt }) }, { createdAt, _id: mongoose.trusted({ $lt: id }) }],
  };
}
