import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createPageHtml } from './page-html';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function build(title: string, home: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wilco-page-html-'));
  dirs.push(dir);
  write(dir, title, home);
  return dir;
}

function write(dir: string, title: string, home: string) {
  writeFileSync(path.join(dir, 'index.html'), `<html><head><title>${title}</title></head></html>`);
  writeFileSync(
    path.join(dir, 'page-preloads.json'),
    JSON.stringify({ '/Home': { scripts: [home], styles: [] } }),
  );
}

describe('page HTML', () => {
  it("follows a new build, and serves the last one's pages while a rebuild has emptied the folder", () => {
    const dir = build('first', '/assets/home-1.js');
    const pageHtml = createPageHtml(dir);
    expect(pageHtml('/Home').identity.toString()).toContain('home-1.js');

    write(dir, 'second', '/assets/home-2.js');
    const later = new Date(Date.now() + 5_000);
    utimesSync(path.join(dir, 'index.html'), later, later);
    expect(pageHtml('/Home').identity.toString()).toContain('home-2.js');

    rmSync(path.join(dir, 'index.html'));
    expect(pageHtml('/Home').identity.toString()).toContain('home-2.js');
    expect(pageHtml('/Quizzes').identity.toString()).toContain('<title>second</title>');
  });
});
