// Share and follow links: plain links to each network's own share page and the site's social profiles, no third-party script.

/** The networks SPEC §3 `shareButtonOptions` switches on, in the order they are shown. */
export const SHARE_NETWORKS = [
  { id: 'facebook', name: 'Facebook' },
  { id: 'x', name: 'X' },
  { id: 'pinterest', name: 'Pinterest' },
  { id: 'linkedin', name: 'LinkedIn' },
  { id: 'reddit', name: 'Reddit' },
  { id: 'tumblr', name: 'Tumblr' },
  { id: 'email', name: 'Email' },
] as const;

/** A network a page can be shared on. */
export type ShareNetwork = (typeof SHARE_NETWORKS)[number]['id'];

/** Names `shareButtonOptions` may use for a network besides its id. */
const ALIASES: Readonly<Record<string, ShareNetwork>> = { twitter: 'x', mail: 'email' };

function networkOf(name: string): ShareNetwork | undefined {
  const key = name.trim().toLowerCase();
  const id = ALIASES[key] ?? key;
  return SHARE_NETWORKS.find((network) => network.id === id)?.id;
}

/**
 * The networks `options` switches on: an object of flags (`{ facebook: true, x: false }`) or a list
 * of names (`['facebook', 'twitter']`); `twitter` means X. Each once, in {@link SHARE_NETWORKS} order.
 */
export function shareNetworks(options: unknown): ShareNetwork[] {
  const names: string[] = Array.isArray(options)
    ? options.filter((name): name is string => typeof name === 'string')
    : typeof options === 'object' && options !== null
      ? Object.entries(options)
          .filter(([, on]) => on === true)
          .map(([name]) => name)
      : [];
  const chosen = new Set(names.map(networkOf).filter((id) => id !== undefined));
  return SHARE_NETWORKS.map((network) => network.id).filter((id) => chosen.has(id));
}

/** What is shared: the page's absolute address, its title, and its picture (for Pinterest). */
export interface SharedPage {
  url: string;
  title: string;
  imageUrl?: string;
}

/** One link: where it goes, the network's name shown, and its accessible name ('Share on Facebook'). */
export interface ShareLink {
  network: ShareNetwork;
  href: string;
  name: string;
  label: string;
}

const enc = encodeURIComponent;

function shareHref(network: ShareNetwork, page: SharedPage): string {
  const url = enc(page.url);
  const title = enc(page.title);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
    case 'x':
      return `https://twitter.com/intent/tweet?url=${url}&text=${title}`;
    case 'pinterest':
      return (
        `https://www.pinterest.com/pin/create/button/?url=${url}&description=${title}` +
        (page.imageUrl ? `&media=${enc(page.imageUrl)}` : '')
      );
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${url}`;
    case 'reddit':
      return `https://www.reddit.com/submit?url=${url}&title=${title}`;
    case 'tumblr':
      return `https://www.tumblr.com/widgets/share/tool?canonicalUrl=${url}&title=${title}`;
    case 'email':
      return `mailto:?subject=${title}&body=${url}`;
  }
}

/** The share links for `page` on `networks`. */
export function shareLinks(networks: readonly ShareNetwork[], page: SharedPage): ShareLink[] {
  return networks.map((network) => {
    const name = SHARE_NETWORKS.find((known) => known.id === network)!.name;
    return {
      network,
      href: shareHref(network, page),
      name,
      label: network === 'email' ? 'Share by email' : `Share on ${name}`,
    };
  });
}

/** One of the site's social accounts as the settings keep it (SPEC §3: serviceName, userName, profileUrl). */
export interface FollowLink {
  service: string;
  href: string;
  name: string;
  label: string;
}

const SERVICE_NAMES: Readonly<Record<string, string>> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  pinterest: 'Pinterest',
  x: 'X',
  twitter: 'X',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  tumblr: 'Tumblr',
  vimeo: 'Vimeo',
  mastodon: 'Mastodon',
  bluesky: 'Bluesky',
  threads: 'Threads',
};

/** The name a service is shown by: the known spelling, else the name as given. */
export function serviceDisplayName(serviceName: string): string {
  return SERVICE_NAMES[serviceName.trim().toLowerCase()] ?? serviceName.trim();
}

/** Whether `value` is an http(s) address: the only profile links shown. */
export function isProfileUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 2000) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The follow links of `accounts` (the site settings' `socialAccounts`), skipping any without an http(s) profile. */
export function followLinks(accounts: unknown): FollowLink[] {
  if (!Array.isArray(accounts)) return [];
  const links: FollowLink[] = [];
  for (const account of accounts as unknown[]) {
    if (typeof account !== 'object' || account === null) continue;
    const { serviceName, profileUrl } = account as Record<string, unknown>;
    if (typeof serviceName !== 'string' || serviceName.trim() === '' || !isProfileUrl(profileUrl)) continue;
    const name = serviceDisplayName(serviceName);
    links.push({
      service: serviceName.trim().toLowerCase(),
      href: profileUrl,
      name,
      label: `Follow on ${name}`,
    });
  }
  return links;
}
