// Who is changing content, for the item and collection services: the website and its time zone, the actor, and whether they may publish.
import type { Actor } from '../api/actor.js';
import type { OwnerCall } from '../api/owner-api.js';
import { mayPublish } from './publish-rights.js';

/** The caller of a content write. */
export interface ContentWriter {
  websiteId: string;
  /** The website's IANA zone: events' wall-clock times are in it. */
  timeZone: string;
  actor: Actor;
  /** Whether they may make content visible (`content:publish`); a draft editor may not. */
  mayPublish: boolean;
}

/** The writer of an owner route call. */
export function contentWriter(
  call: Pick<OwnerCall<unknown, unknown, unknown>, 'req' | 'website' | 'actor'>,
): ContentWriter {
  return {
    websiteId: call.website.id,
    timeZone: call.website.timeZone,
    actor: call.actor,
    mayPublish: mayPublish(call.req),
  };
}
