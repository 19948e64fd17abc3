// browser.mjs - Debian's chromium, headless, for the page tests and the
// benchmark.  No browser is downloaded: puppeteer-core drives the one the
// system installed (make test-browser installs the package `chromium`).
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import puppeteer from 'puppeteer-core';

export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';

// A fresh profile every time, so no earlier run's state leaks in.
export async function launch() {
    if (!existsSync(CHROMIUM))
        throw new Error(`${CHROMIUM} not found (install the Debian package chromium)`);
    const profile = mkdtempSync(join(tmpdir(), 'rigid-web-'));
    const browser = await puppeteer.launch({
        executablePath: CHROMIUM,
        headless: true,
        args: [
            '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking',
            '--disable-component-update', '--no-first-run', '--disable-sync',
            `--user-data-dir=${profile}`,
        ],
    });
    const close = browser.close.bind(browser);
    browser.close = async () => {
        await close();
        rmSync(profile, { recursive: true, force: true });
    };
    return browser;
}

export function page_url(dir, file, suffix = '') {
    return pathToFileURL(resolve(dir, file)).href + suffix;
}
