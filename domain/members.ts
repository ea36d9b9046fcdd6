// Site users' pages and member areas: their addresses, what they say, and the owner's member-area input (SPEC §2 page types 105-107, 208).
import { z } from 'zod';

/** SPEC §2 page types of the member pages. */
export const MEMBER_PAGE_TYPES = {
  protected: 105,
  accessDenied: 106,
  paywall: 107,
  membershipConfirmed: 208,
} as const;

/** The site users' pages (plain forms posting to the same address). */
export const MEMBER_PATHS = {
  signIn: '/account/sign-in',
  signUp: '/account/sign-up',
  signOut: '/account/sign-out',
  account: '/account',
  /** `/account/orders/{id}`: a signed-in buyer's way to their order's status page (a new link token each time). */
  accountOrder: '/account/orders',
  forgotPassword: '/account/forgot-password',
  resetPassword: '/account/reset-password',
  join: '/members/join',
  welcome: '/members/welcome',
} as const;

/** One hour, as for owners' links. */
export const SITE_USER_RESET_TTL_MS = 60 * 60 * 1000;

/** What the pages say. */
export const MEMBER_TEXTS = {
  signInTitle: 'Sign in',
  signUpTitle: 'Create an account',
  accountTitle: 'Your account',
  forgotTitle: 'Forgot your password?',
  forgotIntro: 'Enter the email you signed up with. We will send you a link to choose a new password.',
  resetSent:
    'If an account uses that email, we have sent it a link to choose a new password. The link works once, for one hour.',
  resetTitle: 'Choose a new password',
  resetDone: 'Your password has been changed. Sign in with your new password.',
  resetInvalid: 'This link has expired or was already used. Ask for a new one.',
  signedOut: 'You are signed out.',
  signedUp: 'Your account is ready. Welcome!',
  wrongCredentials: 'Email or password is incorrect.',
  emailTaken: 'An account with this email already exists.',
  protectedTitle: 'Members only',
  protectedMessage: 'This page is for members. Sign in or create an account to see it.',
  deniedTitle: 'Members only',
  deniedMessage: 'Your account does not have access to this page.',
  paywallTitle: 'Subscribe to continue',
  paywallMessage: 'This page is for subscribers. Subscribe to read it.',
  paywallNoProduct: 'Subscriptions to this area are not on sale at the moment.',
  joinTitle: 'Join',
  joinMessage: 'This page is for members. Join for free to see it.',
  confirmedTitle: 'Membership confirmed',
  confirmedMessage: 'You are a member now. Welcome!',
  noOrders: 'No orders yet.',
  noSubscriptions: 'No subscriptions.',
  noRestock: 'No restock sign-ups.',
  noAddresses: 'No saved addresses.',
} as const;

/** How a member area lets people in. */
export const MEMBER_AREA_ACCESS = ['free', 'paid'] as const;
export type MemberAreaAccess = (typeof MEMBER_AREA_ACCESS)[number];

/** The owner's input for a member area (`POST`/`PATCH /api/owner/member-areas`). */
export const memberAreaInputSchema = z
  .object({
    name: z
      .string({ error: 'Give the member area a name.' })
      .trim()
      .min(1, 'Give the member area a name.')
      .max(100, 'Names may have at most 100 characters.'),
    access: z.enum(MEMBER_AREA_ACCESS, { error: 'Choose free or paid access.' }),
    productId: z.string().min(1).max(100).nullable().default(null),
  })
  .refine((area) => area.access === 'free' || area.productId !== null, {
    message: 'Choose the subscription product that gives access.',
    path: ['productId'],
  });
export type MemberAreaInput = z.infer<typeof memberAreaInputSchema>;

/** The owner's choice for one page (`PUT /api/owner/pages/:pageId/member-area`). */
export const pageMemberAreaSchema = z.object({ memberAreaId: z.string().min(1).max(100).nullable() });

/** A member area as the owner API answers it. */
export const memberAreaSchema = z.object({
  id: z.string(),
  name: z.string(),
  access: z.enum(MEMBER_AREA_ACCESS),
  productId: z.string().nullable(),
  /** The pages it guards. */
  pageIds: z.array(z.string()),
});
export type MemberArea = z.infer<typeof memberAreaSchema>;

/** `GET /api/owner/member-areas`: the areas, and the subscription products a paid area may use. */
export const memberAreaListSchema = z.object({
  memberAreas: z.array(memberAreaSchema),
  subscriptionProducts: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type MemberAreaList = z.infer<typeof memberAreaListSchema>;
/** One area: the answer of create and change. */
export const memberAreaReplySchema = z.object({ memberArea: memberAreaSchema });
/** The answer of `PUT /api/owner/pages/{id}/member-area`. */
export const pageMemberAreaReplySchema = z.object({
  pageId: z.string(),
  memberAreaId: z.string().nullable(),
});
export const memberAreaParamsSchema = z.object({ id: z.string().trim().min(1).max(100) });

/** The owner API's paths. */
export const MEMBER_AREAS_API = '/api/owner/member-areas';
export const pageMemberAreaPath = (pageId: string) =>
  `/api/owner/pages/${encodeURIComponent(pageId)}/member-area`;
