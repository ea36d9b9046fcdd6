// Importing a WordPress or Squarespace export (WXR 1.1/1.2): attachments, categories and tags, a blog with the posts, the pages, comments, menus as navigations, and a redirect from each old address; run again, it updates what it made.
import { randomUUID } from 'node:crypto';
import { emptyReport, recordEntry, type ImportReport } from '../../../domain/imports/import-report.js';
import type { ImportPreview } from '../../../domain/owner-api/imports.js';
import { navigationItemSchema, type NavigationItem } from '../../../domain/owner-api/navigation.js';
import { RECORD_TYPE } from '../../../domain/enums.js';
import { cleanSlug, uniqueSlug } from '../../../domain/store-slug.js';
import { normalizeMappingPath, type UrlMapping } from '../../../domain/url-mappings.js';
import { usedUrlIds } from '../../commerce/stores/store.js';
import { TABLES } from '../../db/tables.js';
import { recountApproved } from '../../comments/store.js';
import { createPage } from '../../owner/pages/create-page.js';
import { insertPage } from '../../owner/pages/store.js';
import { saveNavigation } from '../../owner/navigation/navigation-service.js';
import { sanitizeEmbed, sanitizeRichText } from '../../owner/sanitize/rich-text.js';
import { ensureTagNames } from '../../owner/tags/tag-store.js';
import { addUrlMappings } from '../../owner/url-mappings/store.js';
import { invalidateSiteData } from '../../site/cache/site-caches.js';
import { PAGE_TYPE } from '../../site/context/site-map.js';
import { importRemoteFile, type StoredImport } from '../import-files.js';
import type { ImportContext } from '../import-context.js';
import { importedId, makeRemembered, rememberImported } from '../import-records.js';
import { blockHtml, htmlBlocks, type ConvertedBlock } from './html-blocks.js';
import { oldPath, readWxr, type WxrComment, type WxrItem, type WxrSite } from './wxr-read.js';

const CONTENT_TYPES = new Set(['post', 'page', 'attachment', 'nav_menu_item']);

function commentsOf(site: WxrSite): number {
  return site.items.reduce((sum, item) => sum + item.comments.length, 0);
}

const termsOf = (site: WxrSite, taxonomy: string) => {
  const seen = new Map<string, string>();
  for (const term of site.terms)
    if (term.taxonomy === taxonomy && term.name !== '') seen.set(term.slug || term.name, term.name);
  for (const item of site.items)
    for (const term of item.terms)
      if (term.domain === taxonomy && term.name !== '') seen.set(term.slug || term.name, term.name);
  return seen;
};

/** What a WXR file holds, read without writing anything. */
export function previewWxr(text: string): ImportPreview {
  const site = readWxr(text);
  const count = (type: string) => site.items.filter((item) => item.type === type).length;
  const others = site.items.filter((item) => !CONTENT_TYPES.has(item.type));
  return {
    kind: 'wxr',
    counts: {
      posts: count('post'),
      pages: count('page'),
      categories: termsOf(site, 'category').size,
      tags: termsOf(site, 'post_tag').size,
      authors: site.authors.length,
      comments: commentsOf(site),
      attachments: count('attachment'),
      menuItems: count('nav_menu_item'),
    },
    problems: others.map((item) => ({
      message: `${item.type} "${item.title}" (${item.id}) has no counterpart in Tessera and is skipped.`,
      severity: 'warning' as const,
    })),
  };
}

/** An address's file without its size suffix (`photo-300x200.jpg` is `photo.jpg`), for matching pictures in the HTML. */
function fileKey(address: string): string {
  const bare = address.split(/[?#]/)[0] ?? address;
  return bare
    .replace(/^https?:/, '')
    .replace(/-\d+x\d+(\.[a-z0-9]+)$/i, '$1')
    .toLowerCase();
}

interface Run {
  context: ImportContext;
  site: WxrSite;
  report: ImportReport;
  source: string;
  websiteId: string;
  /** Pictures and files stored, by {@link fileKey} of their old address. */
  files: Map<string, StoredImport>;
  /** Old post id → new address. */
  addresses: Map<string, string>;
  /** Old post id → new page or item id. */
  ids: Map<string, { kind: 'page' | 'item'; id: string; collectionId?: string }>;
  redirects: Pick<UrlMapping, 'from' | 'to' | 'status'>[];
  authors: Map<string, string>;
}

/** Rows Tessera's schema takes for the converted blocks: pictures found among the stored files, the rest as HTML. */
function resolveBlocks(run: Run, blocks: ConvertedBlock[]): Record<string, unknown>[] {
  return blocks.map((block) => {
    const id = randomUUID().replace(/-/g, '').slice(0, 16);
    if (block.type === 'image') {
      const stored = run.files.get(fileKey(block.src));
      if (stored?.imageId != null)
        return {
          id,
          type: 'image',
          imageId: stored.imageId,
          caption: block.caption,
          link: /^(https?:\/\/|\/)/.test(block.link) ? block.link : '',
        };
      return { id, type: 'html', html: sanitizeRichText(block.html) };
    }
    if (block.type === 'gallery') {
      const imageIds = block.images.map((image) => run.files.get(fileKey(image.src))?.imageId ?? null);
      if (imageIds.length > 0 && imageIds.every((imageId) => imageId !== null))
        return { id, type: 'gallery', imageIds: imageIds.slice(0, 60), columns: 3, captions: false };
      return { id, type: 'html', html: sanitizeRichText(block.html) };
    }
    if (block.type === 'embed') {
      const html = sanitizeEmbed(
        `<iframe src="${block.src.replace(/"/g, '&quot;')}" allowfullscreen></iframe>`,
      );
      return html.includes('<iframe')
        ? { id, type: 'embed', html, caption: '' }
        : { id, type: 'html', html: sanitizeRichText(block.html) };
    }
    if (block.type === 'text' || block.type === 'html')
      return { id, type: block.type, html: sanitizeRichText(block.html) };
    return { id, ...block };
  });
}

/** A post's body as HTML: the blocks in order, pictures pointing at the stored files when they were fetched. */
function bodyHtml(run: Run, blocks: ConvertedBlock[]): string {
  let html = blocks.map(blockHtml).join('\n');
  for (const [key, stored] of run.files) {
    const escaped = key.replace(/\.[a-z0-9]+$/i, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    html = html.replace(
      new RegExp(`(?:https?:)?${escaped}(?:-\\d+x\\d+)?\\.[a-z0-9]+(?:\\?[^"'\\s]*)?`, 'gi'),
      stored.url,
    );
  }
  return sanitizeRichText(html);
}

function redirect(run: Run, link: string, to: string): void {
  const from = oldPath(link)?.replace(/^\/{2,}/, '/');
  if (from === undefined || /\s/.test(from) || normalizeMappingPath(from) === normalizeMappingPath(to))
    return;
  run.redirects.push({ from, to, status: 301 });
}

/** A post or page written: its new address, the old permalink's redirect and its report line. */
function placed(
  run: Run,
  item: { id: string; link: string },
  target: { kind: 'page' | 'item'; id: string; collectionId?: string },
  entry: { type: 'post' | 'page'; title: string; created: boolean; address: string; reason?: string },
): void {
  run.ids.set(item.id, target);
  run.addresses.set(item.id, entry.address);
  redirect(run, item.link, entry.address);
  recordEntry(run.report, {
    type: entry.type,
    source: item.id,
    title: entry.title,
    outcome: entry.created ? 'imported' : 'updated',
    address: entry.address,
    ...(entry.reason === undefined ? {} : { reason: entry.reason }),
  });
}

async function importAttachments(run: Run): Promise<void> {
  const { context, websiteId, source } = run;
  for (const item of run.site.items.filter((entry) => entry.type === 'attachment')) {
    const url = item.attachmentUrl || item.link;
    const alt = item.meta._wp_attachment_image_alt ?? '';
    const { report: line, stored } = await importRemoteFile({ ...context, websiteId, source }, url, alt);
    run.report.files.push(line);
    if (stored !== undefined) {
      run.files.set(fileKey(url), stored);
      run.addresses.set(item.id, stored.url);
      redirect(run, item.link, stored.url);
    }
    recordEntry(run.report, {
      type: 'attachment',
      source: item.id,
      title: item.title || url,
      outcome: stored === undefined ? 'skipped' : line.outcome === 'kept' ? 'updated' : 'imported',
      ...(stored === undefined ? { reason: `not fetched: ${line.reason ?? ''}` } : { address: stored.url }),
    });
  }
}

/** The blog the posts go in: the one an earlier run made, else a new "Blog" page (not in the menu). */
async function blogFor(run: Run): Promise<{ collectionId: string; path: string }> {
  const { db } = run.context;
  const key = { source: run.source, key: 'blog' };
  const known = await importedId(db, run.websiteId, key, 'collection');
  const row =
    known === undefined
      ? undefined
      : ((await db(TABLES.collections)
          .where({ website_id: run.websiteId, id: known })
          .first('id', 'url_id')) as { id: string; url_id: string } | undefined);
  if (row !== undefined) return { collectionId: row.id, path: `/${row.url_id}` };
  const page = await makeRemembered(
    db,
    run.websiteId,
    key,
    'collection',
    (trx) =>
      createPage(trx, run.websiteId, run.context.actor, {
        title: 'Blog',
        type: 'blog',
        addToNavigation: false,
      }),
    (made) => made.collectionId!,
  );
  return { collectionId: page.collectionId!, path: page.fullUrl };
}

async function importTerms(run: Run): Promise<void> {
  const { db, actor } = run.context;
  for (const [taxonomy, kind, type] of [
    ['category', 'category', 'category'],
    ['post_tag', 'tag', 'tag'],
  ] as const) {
    const terms = termsOf(run.site, taxonomy);
    const existing = new Set(
      ((await db(TABLES.tags).where({ website_id: run.websiteId }).select('name')) as { name: string }[]).map(
        (row) => row.name.toLowerCase(),
      ),
    );
    const names = [...terms.values()];
    await ensureTagNames(db, run.websiteId, kind, names, actor.accountId);
    for (const [slug, name] of terms)
      recordEntry(run.report, {
        type,
        source: slug,
        title: name,
        outcome: existing.has(name.toLowerCase()) ? 'updated' : 'imported',
      });
  }
}

function statusOf(item: WxrItem): { status: 'published' | 'draft'; reason?: string } {
  if (item.status === 'publish') return { status: 'published' };
  if (item.status === 'future') return { status: 'published', reason: 'scheduled: shown from its date' };
  return { status: 'draft', reason: `${item.status || 'draft'}: kept as a draft` };
}

async function importPosts(run: Run): Promise<void> {
  const { db } = run.context;
  const posts = run.site.items.filter((item) => item.type === 'post');
  if (posts.length === 0) return;
  const blog = await blogFor(run);
  const used = new Set(
    (
      (await db(TABLES.contentItems)
        .where({ website_id: run.websiteId, collection_id: blog.collectionId })
        .select('url_id')) as {
        url_id: string;
      }[]
    ).map((row) => row.url_id),
  );
  for (const item of posts) {
    const key = { source: run.source, key: `post:${item.id}` };
    const title = item.title.trim() || '(untitled)';
    try {
      const blocks = htmlBlocks(item.content);
      const { status, reason } = statusOf(item);
      const categories = item.terms.filter((term) => term.domain === 'category').map((term) => term.name);
      const tags = item.terms.filter((term) => term.domain === 'post_tag').map((term) => term.name);
      const known = await importedId(db, run.websiteId, key, 'item');
      const existing =
        known === undefined
          ? undefined
          : ((await db(TABLES.contentItems)
              .where({ website_id: run.websiteId, id: known })
              .first('id', 'url_id')) as { id: string; url_id: string } | undefined);
      const urlId =
        existing?.url_id ?? uniqueSlug(cleanSlug(item.slug || item.title) || `post-${item.id}`, used);
      used.add(urlId);
      const columns = {
        title: title.slice(0, 300),
        body: bodyHtml(run, blocks),
        excerpt: sanitizeRichText(item.excerpt),
        status,
        published_at: item.date ?? null,
        tags: await ensureTagNames(db, run.websiteId, 'tag', tags, run.context.actor.accountId),
        categories: await ensureTagNames(
          db,
          run.websiteId,
          'category',
          categories,
          run.context.actor.accountId,
        ),
        comment_state: item.commentStatus === 'open' ? 1 : 0,
        author_account_id: run.authors.get(item.creator) ?? null,
      };
      let id: string;
      if (existing !== undefined) {
        id = existing.id;
        await db(TABLES.contentItems)
          .where({ website_id: run.websiteId, id })
          .update({ ...columns, updated_at: db.fn.now() });
      } else {
        id = await makeRemembered(db, run.websiteId, key, 'item', async (trx) => {
          const newId = randomUUID();
          await trx(TABLES.contentItems).insert({
            website_id: run.websiteId,
            id: newId,
            collection_id: blog.collectionId,
            record_type: RECORD_TYPE.text,
            url_id: urlId,
            ...columns,
          });
          return newId;
        });
      }
      placed(
        run,
        item,
        { kind: 'item', id, collectionId: blog.collectionId },
        { type: 'post', title, created: existing === undefined, address: `${blog.path}/${urlId}`, reason },
      );
    } catch (error) {
      recordEntry(run.report, {
        type: 'post',
        source: item.id,
        title,
        outcome: 'failed',
        reason: (error as Error).message,
      });
    }
  }
}

async function importPages(run: Run): Promise<void> {
  const { db, actor } = run.context;
  const pages = run.site.items.filter((item) => item.type === 'page');
  const used = new Set(await usedUrlIds(db, run.websiteId));
  for (const item of pages) {
    const key = { source: run.source, key: `page:${item.id}` };
    const title = item.title.trim() || '(untitled)';
    try {
      const blocks = resolveBlocks(run, htmlBlocks(item.content)).slice(0, 60);
      const { status, reason } = statusOf(item);
      const known = await importedId(db, run.websiteId, key, 'page');
      const existing =
        known === undefined
          ? undefined
          : ((await db(TABLES.pages)
              .where({ website_id: run.websiteId, id: known })
              .first('id', 'url_id')) as { id: string; url_id: string } | undefined);
      const urlId =
        existing?.url_id ?? uniqueSlug(cleanSlug(item.slug || item.title) || `page-${item.id}`, used);
      used.add(urlId);
      let id: string;
      if (existing !== undefined) {
        id = existing.id;
        await db(TABLES.pages)
          .where({ website_id: run.websiteId, id })
          .update({
            title: title.slice(0, 300),
            content: JSON.stringify({ blocks }),
            enabled: status === 'published',
            updated_at: db.fn.now(),
          });
      } else {
        id = await makeRemembered(db, run.websiteId, key, 'page', async (trx) => {
          const pageId = await insertPage(
            trx,
            run.websiteId,
            { url_id: urlId, page_type: PAGE_TYPE.page, title: title.slice(0, 300), content: { blocks } },
            actor,
          );
          if (status !== 'published')
            await trx(TABLES.pages)
              .where({ website_id: run.websiteId, id: pageId })
              .update({ enabled: false });
          return pageId;
        });
      }
      placed(
        run,
        item,
        { kind: 'page', id },
        { type: 'page', title, created: existing === undefined, address: `/${urlId}`, reason },
      );
    } catch (error) {
      recordEntry(run.report, {
        type: 'page',
        source: item.id,
        title,
        outcome: 'failed',
        reason: (error as Error).message,
      });
    }
  }
}

function commentText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p[^>]*>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .trim();
}

const COMMENT_STATUS: Record<string, 'approved' | 'held' | 'spam'> = {
  '1': 'approved',
  '0': 'held',
  spam: 'spam',
};

async function importComments(run: Run): Promise<void> {
  const { db } = run.context;
  const touched: string[] = [];
  for (const item of run.site.items) {
    if (item.comments.length === 0) continue;
    const target = run.ids.get(item.id);
    const byId = new Map(item.comments.map((comment) => [comment.id, comment]));
    /** Tessera's replies are one level deep: a reply to a reply answers the thread's first comment. */
    const topOf = (comment: WxrComment): WxrComment => {
      let at = comment;
      for (let hop = 0; hop < 50 && at.parent !== '0' && at.parent !== '' && byId.has(at.parent); hop += 1)
        at = byId.get(at.parent)!;
      return at;
    };
    const ordered = [...item.comments].sort(
      (a, b) => (a.parent === '0' ? 0 : 1) - (b.parent === '0' ? 0 : 1),
    );
    for (const comment of ordered) {
      const entry = {
        type: 'comment',
        source: comment.id,
        title: `${comment.author || 'Anonymous'} on ${item.title}`,
      };
      if (target?.kind !== 'item') {
        recordEntry(run.report, {
          ...entry,
          outcome: 'skipped',
          reason: `its ${item.type} ${target === undefined ? 'was not imported' : 'takes no comments in Tessera'}`,
        });
        continue;
      }
      const status = COMMENT_STATUS[comment.approved];
      const body = commentText(comment.content).slice(0, 5000);
      if (
        status === undefined ||
        body === '' ||
        comment.type === 'pingback' ||
        comment.type === 'trackback'
      ) {
        const why =
          status === undefined
            ? `${comment.approved || 'unknown'} comment`
            : body === ''
              ? 'empty comment'
              : comment.type;
        recordEntry(run.report, { ...entry, outcome: 'skipped', reason: `${why}: not kept` });
        continue;
      }
      const key = { source: run.source, key: `comment:${comment.id}` };
      const known = await importedId(db, run.websiteId, key, 'comment');
      if (
        known !== undefined &&
        (await db(TABLES.comments).where({ website_id: run.websiteId, id: known }).first('id')) !== undefined
      ) {
        recordEntry(run.report, { ...entry, outcome: 'updated', reason: 'already imported' });
        continue;
      }
      const top = topOf(comment);
      const parentId =
        top === comment
          ? null
          : ((await importedId(
              db,
              run.websiteId,
              { source: run.source, key: `comment:${top.id}` },
              'comment',
            )) ?? null);
      const id = randomUUID();
      const email = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(comment.email) ? comment.email.slice(0, 254) : null;
      await makeRemembered(db, run.websiteId, key, 'comment', async (trx) => {
        await trx(TABLES.comments).insert({
          website_id: run.websiteId,
          id,
          item_id: target.id,
          parent_id: parentId,
          author_name: (comment.author.trim() || 'Anonymous').slice(0, 100),
          email,
          website: /^https?:\/\//.test(comment.url) ? comment.url.slice(0, 500) : null,
          body,
          status,
          created_at: comment.date ?? trx.fn.now(),
          moderated_at: status === 'held' ? null : trx.fn.now(),
        });
        return id;
      });
      touched.push(target.id);
      recordEntry(run.report, {
        ...entry,
        outcome: 'imported',
        ...(status === 'approved' ? {} : { reason: `${status}` }),
      });
    }
  }
  await recountApproved(db, run.websiteId, touched);
}

/** The navigation link of a menu item, or why it has none. */
function menuLink(run: Run, item: WxrItem): Omit<NavigationItem, 'items'> | string {
  const kind = item.meta._menu_item_type ?? '';
  const objectId = item.meta._menu_item_object_id ?? '';
  const target = run.ids.get(objectId);
  const title = item.title.trim();
  if (kind === 'post_type' && target?.kind === 'page')
    return { pageId: target.id, ...(title === '' ? {} : { title }) };
  if (kind === 'post_type' && target?.kind === 'item')
    return {
      externalLink: run.addresses.get(objectId)!,
      title: title || run.site.items.find((entry) => entry.id === objectId)?.title || 'Post',
    };
  if (kind === 'post_type')
    return `it leads to ${item.meta._menu_item_object ?? 'an item'} ${objectId}, which was not imported`;
  if (kind === 'taxonomy') {
    const term = run.site.terms.find((entry) => entry.taxonomy === item.meta._menu_item_object);
    return { externalLink: '/', title: title || term?.name || 'Category' };
  }
  const url = item.meta._menu_item_url ?? '';
  const local = oldPath(url);
  const siteUrl = run.site.link.replace(/\/$/, '');
  const link = url.startsWith(siteUrl) && local !== undefined ? local : url === '#' || url === '' ? '/' : url;
  return { externalLink: link, title: title || link };
}

async function importMenus(run: Run): Promise<void> {
  const { db, actor } = run.context;
  const menuItems = run.site.items.filter((item) => item.type === 'nav_menu_item');
  const menus = new Map<string, { name: string; items: WxrItem[] }>();
  for (const term of run.site.terms.filter((entry) => entry.taxonomy === 'nav_menu'))
    menus.set(term.slug, { name: term.name, items: [] });
  for (const item of menuItems) {
    const menu = item.terms.find((term) => term.domain === 'nav_menu');
    if (menu === undefined) {
      recordEntry(run.report, {
        type: 'menu-item',
        source: item.id,
        title: item.title,
        outcome: 'skipped',
        reason: 'it belongs to no menu',
      });
      continue;
    }
    const entry = menus.get(menu.slug) ?? { name: menu.name, items: [] };
    entry.items.push(item);
    menus.set(menu.slug, entry);
  }
  for (const [slug, menu] of menus) {
    const name = `wp-${cleanSlug(slug) || 'menu'}`.slice(0, 60);
    const nodes = new Map<string, NavigationItem>();
    const roots: NavigationItem[] = [];
    const ordered = [...menu.items].sort((a, b) => a.menuOrder - b.menuOrder);
    const depthOf = (item: WxrItem): number => {
      let depth = 0;
      let parent = item.meta._menu_item_menu_item_parent ?? '0';
      while (parent !== '0' && parent !== '' && depth < 10) {
        depth += 1;
        parent = ordered.find((entry) => entry.id === parent)?.meta._menu_item_menu_item_parent ?? '0';
      }
      return depth;
    };
    for (const item of ordered) {
      const link = menuLink(run, item);
      const title =
        item.title || (typeof link === 'string' ? '' : ((link as { title?: string }).title ?? ''));
      if (typeof link === 'string') {
        recordEntry(run.report, {
          type: 'menu-item',
          source: item.id,
          title,
          outcome: 'skipped',
          reason: link,
        });
        continue;
      }
      const parsed = navigationItemSchema.safeParse({ ...link, items: [] });
      if (!parsed.success || depthOf(item) >= 4) {
        recordEntry(run.report, {
          type: 'menu-item',
          source: item.id,
          title,
          outcome: 'skipped',
          reason: parsed.success ? 'nested deeper than 4 levels' : 'its link is not one Tessera keeps',
        });
        continue;
      }
      const node = parsed.data;
      nodes.set(item.id, node);
      const parent = nodes.get(item.meta._menu_item_menu_item_parent ?? '0');
      if (parent !== undefined) parent.items = [...(parent.items ?? []), node];
      else roots.push(node);
      recordEntry(run.report, {
        type: 'menu-item',
        source: item.id,
        title,
        outcome: 'imported',
        reason: `in the navigation ${name}`,
      });
    }
    await saveNavigation(db, run.websiteId, actor, name, roots);
    await rememberImported(
      db,
      run.websiteId,
      { source: run.source, key: `menu:${slug}` },
      'navigation',
      name,
    );
  }
}

/** Each author matched to an owner of the website by email; the others are listed. */
async function matchAuthors(run: Run): Promise<void> {
  const { db } = run.context;
  for (const author of run.site.authors) {
    const row = (await db(TABLES.ownerAccounts)
      .join(TABLES.memberships, `${TABLES.memberships}.account_id`, `${TABLES.ownerAccounts}.id`)
      .where(`${TABLES.memberships}.website_id`, run.websiteId)
      .whereRaw(`lower("${TABLES.ownerAccounts}"."email") = lower(?)`, [author.email])
      .first(`${TABLES.ownerAccounts}.id as id`)) as { id: string } | undefined;
    if (row !== undefined) run.authors.set(author.login, row.id);
    recordEntry(run.report, {
      type: 'author',
      source: author.login,
      title: author.displayName || author.login,
      outcome: row === undefined ? 'skipped' : 'imported',
      reason:
        row === undefined
          ? `no member of this website has the email ${author.email || '(none)'}: the posts keep no author; invite them and import again`
          : 'the member with this email',
    });
  }
}

/**
 * Imports a WXR export into the website: attachments (fetched when reachable), categories and tags,
 * the posts into a blog of their own, the pages (blocks from Gutenberg or classic HTML), comments of
 * the posts, each menu as a navigation `wp-<menu>`, and a 301 from every old address that moved.
 * What an earlier run made is updated, not made again.
 */
export async function importWxr(context: ImportContext, text: string): Promise<ImportReport> {
  const site = readWxr(text);
  const report = emptyReport('wxr');
  const run: Run = {
    context,
    site,
    report,
    source: `wxr:${site.link.replace(/\/+$/, '').toLowerCase()}`,
    websiteId: context.website.id,
    files: new Map(),
    addresses: new Map(),
    ids: new Map(),
    redirects: [],
    authors: new Map(),
  };
  for (const item of site.items.filter((entry) => !CONTENT_TYPES.has(entry.type)))
    recordEntry(report, {
      type: item.type,
      source: item.id,
      title: item.title,
      outcome: 'skipped',
      reason: 'no counterpart in Tessera',
    });
  const steps = [
    matchAuthors,
    importAttachments,
    importTerms,
    importPosts,
    importPages,
    importComments,
    importMenus,
  ];
  for (const [index, step] of steps.entries()) {
    await context.onProgress?.(index, steps.length + 1);
    await step(run);
  }
  report.redirectsAdded = await context.db.transaction((trx) =>
    addUrlMappings(trx, run.websiteId, run.redirects),
  );
  invalidateSiteData(run.websiteId);
  await context.onProgress?.(steps.length + 1, steps.length + 1);
  return report;
}
