#!/usr/bin/env node
// Fetches the public developer-platform theme corpus (docs/THEMES.md) into a folder OUTSIDE the
// repository: node scripts/fetch-theme-corpus.mjs [DEST] (default ../theme-corpus, or
// THEME_CORPUS). Each theme is one public GitHub repository at a pinned commit; `dir` is the
// theme's folder inside it. A local mirror (THEME_CORPUS_MIRRORS/owner+name/repo, a bare git
// directory) is used when present, else the repository is cloned from GitHub. Tests that need the
// corpus (tests/theme-platform/theme-corpus.test.ts) skip when it is absent.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const corpus = [
  { repo: 'Squarespace/base-template', commit: '5145bdf40f2ef6091fb00051c7b6fec7abb0c67a' },
  { repo: 'Abelcesq/MeLaw', commit: 'e43c31dff436ac602c6af3754fe07bb82554c16a' },
  { repo: 'AimHighPDX/ma-website', commit: '8669ec97a520db1f51bea53a744274ffb2123859' },
  { repo: 'Ak0687/lowa-wine-growers', commit: 'a84dc2f194feb40d9e698110e131afb6636163aa' },
  { repo: 'BlindRenaissance/Pear-Cider', commit: '1e35328a0beba1a882ff906b23f82b1d918cc56f' },
  { repo: 'BlindRenaissance/Smitten-Site', commit: '303a0b57b648f3988671220c79f2787727886dd9' },
  { repo: 'CALeDNA/caledna-squarespace', commit: '4c137cc4636887729636720384b059c11c22a470' },
  { repo: 'Chair-8/jdavis', commit: '0f85d187511e967dcb2806de664b971ef2384847' },
  { repo: 'CitizenDeveloper/squarespace-site', commit: '41181e61f59ca411d34735333e66bd5b14e3c8e8' },
  { repo: 'DIESELHAUS/cef', commit: '185eb19d89eddc93551343c2b2a9f6288d46a590' },
  { repo: 'DIESELHAUS/motionsource', commit: '9a16bc71d38746551e8ab8a266f007ab83cf84ad' },
  { repo: 'Danjohnsonnj/todws', commit: '0573f6a6bd19c75b63b100da63af9fe35230569e' },
  {
    repo: 'DigitalSteel/SQSP6-Dev-Better-Start',
    commit: '5693f6bc935f130daaa6aa513f7b02d639218efb',
  },
  {
    repo: 'FoundryMakes/foundrymakes-squarespace',
    commit: 'aa72b6773d78fff70584c992aaae91bb35bf89e0',
  },
  {
    repo: 'BlindRenaissance/Rendezvous-Ranch',
    commit: '5712191d6eb445cd047dfc024bfed0ce38177702',
  },
  { repo: 'ChBoler/fadstir', commit: 'f621eb856f7d880c4e4d2d0d040603d41b2c6d66' },
  { repo: 'DIESELHAUS/pch', commit: '5a762a01aa8f6508cf5706ce60d80dc2e0cb1498' },
  {
    repo: 'phantomdullbooth/fort-york-squarespace-template',
    commit: 'd62c57fa8625c70a567cc326e002db60377f3631',
  },
];

/** The corpus folder's name for a theme: `owner+name`. */
export const themeFolderName = (repo) => repo.replace('/', '+');

function gitDirFor(repo, mirrors, work) {
  const mirror = path.join(mirrors, themeFolderName(repo), 'repo');
  for (const candidate of [path.join(mirror, '.git'), mirror]) {
    if (existsSync(path.join(candidate, 'HEAD'))) return candidate;
  }
  const clone = path.join(work, themeFolderName(repo));
  execFileSync('git', ['clone', '--bare', '--quiet', `https://github.com/${repo}.git`, clone]);
  return clone;
}

function fetchOne({ repo, commit, dir }, dest, mirrors, work) {
  const gitDir = gitDirFor(repo, mirrors, work);
  const target = path.join(dest, themeFolderName(repo));
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  const tree = dir ? `${commit}:${dir}` : commit;
  const tar = execFileSync('git', ['--git-dir', gitDir, 'archive', '--format=tar', tree], {
    maxBuffer: 1 << 30,
  });
  execFileSync('tar', ['-x', '-C', target], { input: tar });
  return target;
}

function main() {
  const dest = path.resolve(
    process.argv[2] ?? process.env.THEME_CORPUS ?? path.join(process.cwd(), '..', 'theme-corpus'),
  );
  const mirrors = process.env.THEME_CORPUS_MIRRORS ?? '/work/.mirror';
  const work = mkdtempSync(path.join(tmpdir(), 'theme-corpus-'));
  mkdirSync(dest, { recursive: true });
  try {
    for (const theme of corpus) {
      const target = fetchOne(theme, dest, mirrors, work);
      console.log(`${theme.repo}@${theme.commit.slice(0, 12)} → ${target}`);
    }
    writeFileSync(path.join(dest, 'corpus.json'), JSON.stringify(corpus, null, 2) + '\n');
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main();
