// What each census call may post (SPEC §3 "Tracking event fields", §7): the zod schemas, which drop unknown fields.
import { z } from 'zod';

const text = (max: number) => z.string().max(max, `At most ${max} characters.`);
const size = z.object({
  width: z.number().int().min(0).max(100_000),
  height: z.number().int().min(0).max(100_000),
});
/** A page path as the browser shows it (`/shop/p/chair`). */
const pagePath = text(2083).regex(/^\//, 'A page path starts with /.');
const visitorCookie = text(200).optional();

/** The page fields every census call carries (SPEC §3 "Event payload"). */
export const pageFieldsSchema = z.object({
  pagePath,
  pageHash: text(200).optional(),
  pageType: z.number().int().min(0).max(1000).optional(),
  templateId: text(100).optional(),
  variantId: text(100).optional(),
  website_locale: text(35).optional(),
  member_locale: text(35).optional(),
});

/** SPEC §3 "Visit event" fields: RecordHit's `data`, JSON. */
export const visitEventSchema = pageFieldsSchema.extend({
  url: text(2083).optional(),
  title: text(500).optional(),
  referrer: text(2083).optional(),
  locale: text(35).optional(),
  clientDate: z.number().int().min(0).optional(),
  viewport: size.optional(),
  screen: size.optional(),
  itemId: text(100).optional(),
  collectionId: text(100).optional(),
  recordType: z.number().int().min(0).max(1000).optional(),
  pagePermissionType: z.number().int().min(0).max(1000).optional(),
  queryString: text(2083).optional(),
  localStorageSupported: z.boolean().optional(),
  timeZone: text(64).optional(),
});

/** RecordHit's event names: a word of letters, digits, dashes and underscores (`page-view`). */
export const hitEventSchema = text(64).regex(
  /^[\w-]+$/,
  'An event is a name of letters, digits, dashes and underscores.',
);

/** `POST /api/census/RecordHit`, form-encoded: `event`, `data` (JSON text), `ss_cvr`. */
export const recordHitSchema = z.object({
  event: hitEventSchema,
  data: text(16_000)
    .transform((value, ctx) => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'data must be JSON.' });
        return z.NEVER;
      }
    })
    .pipe(visitEventSchema),
  ss_cvr: visitorCookie,
});

/** `/api/census/button-click` and `/button-render`: the button and the page. */
export const buttonSchema = pageFieldsSchema.extend({
  visitorCookie,
  buttonText: text(500).optional(),
  buttonUrl: text(2083).optional(),
  blockId: text(100).optional(),
});

/** `/api/census/form-render`: which form rendered, on which page. */
export const formRenderSchema = pageFieldsSchema.extend({
  visitorCookie,
  formId: text(100).min(1, 'formId is required.'),
});

/** `/api/census/overlay`: the overlay's event object and the page. */
export const overlaySchema = pageFieldsSchema.extend({
  visitorCookie,
  event: z.record(z.string().max(100), z.union([z.string().max(2000), z.number(), z.boolean(), z.null()])),
});

/** `/api/census/RecordQuickView/{id}`: the page the quick view opened on. */
export const quickViewSchema = pageFieldsSchema.extend({ visitorCookie });
export const quickViewParamsSchema = z.object({ id: text(100).regex(/^[\w-]+$/, 'Not an item id.') });

/** SPEC §7's visitor analytics events. */
export const COMMERCE_EVENTS = [
  'CommerceShopping_VisitPDP',
  'CommerceShopping_VisitPLP',
  'CommerceShopping_ReviewsVitalsAnchorLink',
  'CommerceShopping_ReviewsTab',
  'CommerceShopping_AddToCart',
  'CommerceShopping_ViewCart',
  'CommerceShopping_RemoveFromCart',
  'CommerceShopping_RelatedProductDisplay',
  'CommerceShopping_RelatedProductAddToCart',
  'CommerceShopping_RelatedProductClick',
] as const;

/** SPEC §3 add-to-cart's `product_page`. */
export const PRODUCT_PAGES = ['plp', 'pdp', 'add-on', 'product_block'] as const;

/** An item's details (SPEC §3 add-to-cart `product`). */
const productSchema = z.object({
  item_id: text(100),
  item_type: text(50).optional(),
  item_title: text(500).optional(),
  item_collection_id: text(100).optional(),
  item_collection_name: text(500).optional(),
});

/**
 * The analytics events endpoint (JSON): one `CommerceShopping_*` event with its payload (page id,
 * cart id, `product_page`, the item or items). The website, login state, member account and
 * session ids are the server's to add.
 */
export const analyticsEventSchema = z.object({
  event: z.enum(COMMERCE_EVENTS, { error: 'Not a known analytics event.' }),
  data: z.object({
    pagePath,
    page_id: text(100).optional(),
    cart_id: text(100).optional(),
    product_page: z.enum(PRODUCT_PAGES).optional(),
    product: productSchema.optional(),
    products: z.array(productSchema).max(100).optional(),
    quantity: z.number().int().min(1).max(9999).optional(),
  }),
});

/** The first problem of a failed parse, as one message (`data.pagePath: A page path starts with /.`). */
export function firstProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  if (issue === undefined) return 'The request is not valid.';
  const where = issue.path.join('.');
  return where === '' ? issue.message : `${where}: ${issue.message}`;
}
