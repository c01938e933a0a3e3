/**
 * Turns an animated HTML page into a silent VP9 WebM with its poster and WebVTT captions, for the videos
 * of public/media (presentation-video.ts, avatar-video.ts).
 *
 * The page's CSS animations are its timeline: Chromium pauses them, seeks them to each frame's exact time
 * and screenshots the frame, then ffmpeg encodes the frames. (Chromium's MediaRecorder would need no ffmpeg,
 * but it records in real time, and on a busy machine frames came out seconds late.) It needs ffmpeg with
 * libvpx (Debian: `apt-get install ffmpeg`).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '@renueva/testing';

/** A caption, from and to milliseconds into the video. */
export interface Cue {
  start: number;
  end: number;
  text: string;
}

export interface Video {
  /** Names the temporary files and prefixes the log lines. */
  name: string;
  /** A self-contained page whose CSS animations play the video from time 0. */
  html: string;
  width: number;
  height: number;
  fps: number;
  /** VP9's constant quality (0–63, lower is better). */
  quality: number;
  /** In milliseconds. */
  duration: number;
  /** The time, in milliseconds, of the frame that becomes the poster. */
  posterTime: number;
  captions: Cue[];
  /** Where the files go, as paths under public/ (the site's media constants). */
  files: { src: string; poster: string; captions: string };
}

const publicDir = new URL('../../public/', import.meta.url);
const target = (path: string) => new URL(`.${path}`, publicDir);

const font = readFileSync(
  fileURLToPath(
    import.meta.resolve(
      '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
    ),
  ),
).toString('base64');
/** The site's font as an inline @font-face, so the page needs no network. */
export const fontFace = `@font-face { font-family: 'Plus Jakarta Sans'; font-weight: 200 800; src: url(data:font/woff2;base64,${font}) format('woff2'); }`;

const timestamp = (ms: number) => new Date(ms).toISOString().slice(11, 23);
const webVtt = (cues: Cue[]) =>
  `WEBVTT\n\n${cues
    .map(
      ({ start, end, text }, index) => `${index + 1}\n${timestamp(start)} --> ${timestamp(end)}\n${text}\n`,
    )
    .join('\n')}`;

/** Writes the video, its poster and its captions, checks the video as a browser reads it, logs the sizes. */
export async function renderVideo(video: Video) {
  const { name, width, height, fps, duration, files } = video;
  if (spawnSync('ffmpeg', ['-version']).error) {
    throw new Error(`${name}: ffmpeg is needed to encode the video (on Debian: apt-get install ffmpeg)`);
  }
  mkdirSync(new URL('.', target(files.src)), { recursive: true });

  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
    await page.setContent(video.html);
    await page.evaluate('document.fonts.ready');
    const setTime = (time: number) =>
      page.evaluate((time) => {
        for (const animation of document.getAnimations()) {
          animation.pause();
          animation.currentTime = time;
        }
      }, time);

    await setTime(video.posterTime);
    writeFileSync(target(files.poster), await page.screenshot({ type: 'jpeg', quality: 86 }));

    // A frame is only screenshotted when some animation moved since the previous one; the rest repeat it.
    const moving = await page.evaluate(() =>
      document.getAnimations().map((animation) => {
        const { delay = 0, activeDuration = 0 } = animation.effect?.getComputedTiming() ?? {};
        return { from: delay, to: delay + Number(activeDuration) };
      }),
    );
    const frameCount = Math.round((duration / 1000) * fps);
    const frames: Buffer[] = [];
    let frame: Buffer = Buffer.alloc(0);
    for (let index = 0; index < frameCount; index++) {
      const time = (index * 1000) / fps;
      const previous = ((index - 1) * 1000) / fps;
      if (index === 0 || moving.some(({ from, to }) => from < time && to > previous)) {
        await setTime(time);
        frame = await page.screenshot({ type: 'jpeg', quality: 95 });
      }
      frames.push(frame);
    }
    console.log(`${name}: ${frameCount} frames at ${fps} fps, ${new Set(frames).size} of them distinct`);

    // Two passes: the first one tells the second where the bits are needed (the motion, not the holds).
    const work = mkdtempSync(join(tmpdir(), `${name}-`));
    try {
      writeFileSync(join(work, 'frames.mjpeg'), Buffer.concat(frames));
      for (const [pass, output] of [
        ['1', '/dev/null'],
        ['2', fileURLToPath(target(files.src))],
      ] as const) {
        execFileSync(
          'ffmpeg',
          // biome-ignore format: one option and its value a pair
          [
            '-hide_banner', '-loglevel', 'error', '-y',
            '-f', 'mjpeg', '-framerate', String(fps), '-i', join(work, 'frames.mjpeg'),
            '-c:v', 'libvpx-vp9', '-pix_fmt', 'yuv420p', '-b:v', '0', '-crf', String(video.quality), '-row-mt', '1',
            '-pass', pass, '-passlogfile', join(work, 'pass'), '-f', 'webm', output,
          ],
          { stdio: 'inherit' },
        );
      }
    } finally {
      rmSync(work, { recursive: true });
    }
    const lastCue = video.captions.at(-1);
    if (lastCue && lastCue.end > duration) {
      throw new Error(`${name}: the captions run to ${lastCue.end} ms, past the video's ${duration} ms`);
    }
    writeFileSync(target(files.captions), webVtt(video.captions));

    const played = await checkPlayback(browser, video);
    for (const path of [files.src, files.poster, files.captions]) {
      console.log(`${name}: public${path} ${Math.round(statSync(target(path)).size / 1024)} KB`);
    }
    console.log(`${name}: ${played.duration.toFixed(2)} s at ${played.width}×${played.height}`);
  } finally {
    await browser.close();
  }
}

/**
 * What a visitor's browser will see: the video's duration and picture size and the captions' cues, as a
 * <video> element and its <track> read them. The files are served from an http origin, because Chromium
 * loads no captions from file: URLs.
 */
async function checkPlayback(browser: Browser, { name, width, height, duration, captions, files }: Video) {
  const origin = 'http://video.test';
  const page = await browser.newPage();
  await page.route(`${origin}/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    return pathname === '/'
      ? route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>video</title>' })
      : route.fulfill({ path: fileURLToPath(target(pathname)) });
  });
  await page.goto(`${origin}/`);
  const played = await page.evaluate(async ({ src, captions }) => {
    const element = document.createElement('video');
    const track = element.appendChild(document.createElement('track'));
    // No named functions in here: tsx would wrap them in a helper the page does not have.
    const ready = Promise.all(
      (
        [
          [element, 'loadedmetadata'],
          [track, 'load'],
        ] as const
      ).map(
        ([target, event]) =>
          new Promise((resolve, reject) => {
            target.addEventListener(event, resolve);
            target.addEventListener('error', () => reject(new Error(`${target.tagName} did not load`)));
          }),
      ),
    );
    Object.assign(track, { kind: 'captions', srclang: 'es', src: captions, default: true });
    element.src = src;
    document.body.append(element);
    await ready;
    return {
      duration: element.duration,
      width: element.videoWidth,
      height: element.videoHeight,
      cues: Array.from(track.track.cues ?? [], (cue) => ({
        start: Math.round(cue.startTime * 1000),
        end: Math.round(cue.endTime * 1000),
        text: (cue as VTTCue).text,
      })),
    };
  }, files);
  if (
    Math.abs(played.duration * 1000 - duration) > 500 ||
    played.width !== width ||
    played.height !== height
  ) {
    throw new Error(
      `${name}: unexpected video ${JSON.stringify(played)}, wanted ${duration} ms at ${width}×${height}`,
    );
  }
  const wanted = captions.map(({ start, end, text }) => ({ start, end, text }));
  if (JSON.stringify(played.cues) !== JSON.stringify(wanted)) {
    throw new Error(`${name}: the browser read other captions: ${JSON.stringify(played.cues)}`);
  }
  return played;
}
