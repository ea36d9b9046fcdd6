// What middleware attaches to a request: the website being served, and who is asking.

/** The website a request is for, resolved from the Host header (the default one on localhost). */
export interface RequestWebsite {
  id: string;
  title: string;
  timeZone: string;
  currency: string;
}

/** A signed-in site owner (editor area, owner API), with their role on this website. */
export interface RequestAccount {
  id: string;
  email: string;
  /** The name the editor greets a person by ('' when they gave none). */
  displayName?: string;
  /** SPEC §3 Role number on `req.website`, or undefined when they have no membership there. */
  role: number | undefined;
  /** Set when the request was authenticated with an API key rather than a session. */
  apiKeyScopes?: readonly string[];
  /** The API key's id, when the request came with one. */
  apiKeyId?: string;
  /** The website requires two-factor sign-in and this person has not set it up yet. */
  twoFactorSetupNeeded?: boolean;
}

/** A signed-in visitor account of the website (site user). */
export interface RequestSiteUser {
  id: string;
  email: string;
}

declare global {
  // Express's own extension point for request properties.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      website?: RequestWebsite;
      account?: RequestAccount;
      siteUser?: RequestSiteUser;
      /** The session row id, when a session cookie matched. */
      sessionId?: string;
      /** Whether the request authenticated with `Authorization: Bearer <api key>` (no crumb needed). */
      bearer?: boolean;
    }
  }
}
