// Share links per network, which networks the settings switch on, and follow links from the social accounts.
import { describe, expect, it } from 'vitest';
import { followLinks, shareLinks, shareNetworks } from './share-links.js';

const PAGE = {
  url: 'https://shop.example/blog/tide & time',
  title: 'Tide & "Time"',
  imageUrl: 'https://shop.example/i.jpg',
};

describe('shareNetworks', () => {
  it('reads flags or a list, twitter meaning X, in a fixed order, each once', () => {
    expect(shareNetworks({ email: true, facebook: true, x: false, linkedin: true })).toEqual([
      'facebook',
      'linkedin',
      'email',
    ]);
    expect(shareNetworks(['twitter', 'Facebook', 'x', 'myspace'])).toEqual(['facebook', 'x']);
    expect(shareNetworks(null)).toEqual([]);
    expect(shareNetworks('facebook')).toEqual([]);
  });
});

describe('shareLinks', () => {
  it("links to each network's own share page with the address encoded", () => {
    const links = shareLinks(['facebook', 'x', 'pinterest', 'linkedin', 'reddit', 'tumblr', 'email'], PAGE);
    const url = 'https%3A%2F%2Fshop.example%2Fblog%2Ftide%20%26%20time';
    const title = 'Tide%20%26%20%22Time%22';
    expect(links).toEqual([
      {
        network: 'facebook',
        name: 'Facebook',
        href: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
        label: 'Share on Facebook',
      },
      {
        network: 'x',
        name: 'X',
        href: `https://twitter.com/intent/tweet?url=${url}&text=${title}`,
        label: 'Share on X',
      },
      {
        network: 'pinterest',
        name: 'Pinterest',
        href: `https://www.pinterest.com/pin/create/button/?url=${url}&description=${title}&media=https%3A%2F%2Fshop.example%2Fi.jpg`,
        label: 'Share on Pinterest',
      },
      {
        network: 'linkedin',
        name: 'LinkedIn',
        href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
        label: 'Share on LinkedIn',
      },
      {
        network: 'reddit',
        name: 'Reddit',
        href: `https://www.reddit.com/submit?url=${url}&title=${title}`,
        label: 'Share on Reddit',
      },
      {
        network: 'tumblr',
        name: 'Tumblr',
        href: `https://www.tumblr.com/widgets/share/tool?canonicalUrl=${url}&title=${title}`,
        label: 'Share on Tumblr',
      },
      {
        network: 'email',
        name: 'Email',
        href: `mailto:?subject=${title}&body=${url}`,
        label: 'Share by email',
      },
    ]);
  });
});

describe('followLinks', () => {
  it('keeps accounts with an http(s) profile, named by their service', () => {
    expect(
      followLinks([
        { serviceName: 'instagram', userName: 'hp', profileUrl: 'https://www.instagram.com/hp' },
        { serviceName: 'Mastodon', profileUrl: 'https://social.example/@hp' },
        { serviceName: 'evil', profileUrl: 'javascript:alert(1)' },
        { serviceName: '', profileUrl: 'https://x.example' },
        'junk',
      ]),
    ).toEqual([
      {
        service: 'instagram',
        href: 'https://www.instagram.com/hp',
        name: 'Instagram',
        label: 'Follow on Instagram',
      },
      {
        service: 'mastodon',
        href: 'https://social.example/@hp',
        name: 'Mastodon',
        label: 'Follow on Mastodon',
      },
    ]);
    expect(followLinks(undefined)).toEqual([]);
  });
});
