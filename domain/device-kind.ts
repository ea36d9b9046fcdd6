// A visitor's kind of device read from the User-Agent header alone (desktop, mobile, tablet, other): no client hints, no fingerprinting.
import type { DeviceKind } from './owner-api/analytics.js';

/** Robots, command-line clients and libraries: not a person's device. */
const ROBOT =
  /bot\b|crawl|spider|slurp|curl\/|wget\/|python-|java\/|go-http|okhttp|headlesschrome|lighthouse/i;
/** Tablets: iPads, Android without "Mobile", Kindle and Silk, and agents that say so. */
const TABLET = /ipad|tablet|kindle|silk\/|playbook|(android(?!.*mobile))/i;
const MOBILE = /mobi|iphone|ipod|windows phone|blackberry|bb10|opera mini|iemobile/i;
const DESKTOP = /windows nt|macintosh|mac os x|x11|linux|cros/i;
/**
 * A User-Agent is read to this many characters: browsers send 100 to 400. TABLET's lookahead reads
 * to the end from every "android", so an unbounded header made of them is quadratic work.
 */
export const MAX_USER_AGENT_LENGTH = 512;

/**
 * The kind of device a User-Agent names: `tablet` before `mobile` (an iPad or an Android tablet
 * says "Mobile" too, or nothing), `desktop` for Windows, macOS, Linux and ChromeOS, `other` for
 * robots and anything else (an empty or missing header included). An iPad asking for the desktop
 * site says "Macintosh" and counts as a desktop: the header alone cannot tell. Only the first
 * {@link MAX_USER_AGENT_LENGTH} characters count.
 */
export function deviceKindOf(userAgent: string | undefined): DeviceKind {
  const agent = userAgent?.slice(0, MAX_USER_AGENT_LENGTH).trim() ?? '';
  if (agent === '' || ROBOT.test(agent)) return 'other';
  if (TABLET.test(agent)) return 'tablet';
  if (MOBILE.test(agent)) return 'mobile';
  if (DESKTOP.test(agent)) return 'desktop';
  return 'other';
}
