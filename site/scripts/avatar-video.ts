/**
 * Makes the demo video of the avatar (video) assistant, with its poster and its Spanish captions
 * (public/media/avatar.webm, .jpg and .es.vtt, named in src/content/avatar.ts): Lucía, an illustrated
 * presenter, says the transcript of src/content/avatar.ts. No sound: the captions carry the words.
 *
 * Lucía is an SVG whose CSS animations are computed from the transcript: her mouth opens on every syllable
 * with the shape of its vowel and closes on b, m and p, she pauses at commas and between sentences, nods as
 * each sentence starts, blinks and sways a little. The captions get the same timing, so each one shows while
 * she says it. video/render.ts films the page frame by frame.
 *
 * Only for regenerating the committed files after the transcript changes; CI never runs it. It needs ffmpeg
 * with libvpx (Debian: `apt-get install ffmpeg`). From site/: `npx tsx scripts/avatar-video.ts` (a few
 * minutes), watch the video, commit public/media/.
 */
import { defaultTokens } from '@renueva/ui/tokens';
import { avatarTranscript, avatarVideo } from '../src/content/avatar';
import { type Cue, fontFace, renderVideo } from './video/render';

const width = 1280;
const height = 720;
const fps = 24;
/** VP9's constant quality (0–63, lower is better): she moves all the time, so every frame costs bits. */
const quality = 42;

/** Speech timing, in milliseconds: a calm presenter's pace. */
const syllableTime = 185;
const commaPause = 260;
const sentencePause = 520;
const leadIn = 800;
const tail = 1400;
/** Captions faster than this (characters per second) are hard to read in time. */
const maxReadingSpeed = 17;

/** How open the mouth is, as a scale of its fully open shape: [width, height]. */
type MouthShape = readonly [number, number];
const rest: MouthShape = [1, 0.1];
const vowelShapes: Record<string, MouthShape> = {
  a: [1, 1],
  e: [1.08, 0.62],
  i: [1.12, 0.42],
  o: [0.78, 0.86],
  u: [0.62, 0.6],
};
/** The lips close on b, m, p (and v, which Spanish says as b) and nearly close on f. */
const onsetShape = (onset: string): MouthShape =>
  /[bmpv]/.test(onset) ? [0.96, 0.06] : /f/.test(onset) ? [1, 0.14] : onset ? [1, 0.3] : [0.95, 0.4];

/** Words with digits, as they are said. */
const spokenNumbers: Record<string, string> = { '24': 'veinticuatro' };

/**
 * A word's syllables, each with the consonants before its vowel and the vowel itself. Spanish spelling is
 * close enough to its sound for a mouth: a run of vowels is one syllable (a diphthong) unless it holds two
 * strong vowels (a, e, o or an accented í, ú), the h is silent and a final y sounds as i.
 */
function syllables(word: string) {
  const spoken = spokenNumbers[word] ?? word;
  if (/\d/.test(spoken)) throw new Error(`avatar: how is '${word}' said? Add it to spokenNumbers`);
  const letters = spoken
    .toLowerCase()
    .replace(/[^a-záéíóúüñ]/g, '')
    .replace(/(?<!c)h/g, '')
    .replace(/y$/, 'i');
  return (letters.match(/[^aeiouáéíóúü]*[aeiouáéíóúü]+/g) ?? []).flatMap((chunk) => {
    const [, onset = '', vowels = ''] = /^([^aeiouáéíóúü]*)(.*)$/.exec(chunk) ?? [];
    const nuclei = vowels.match(/[aeoáéóíú]/g) ?? [vowels.at(-1) ?? 'a'];
    return nuclei.map((nucleus, index) => ({
      onset: index === 0 ? onset : '',
      vowel: nucleus.normalize('NFD').charAt(0),
    }));
  });
}

/** The mouth's poses over time, and each sentence's start and end of speech. */
const mouth: [number, MouthShape][] = [[0, rest]];
const sentences: { text: string; start: number; end: number }[] = [];
let time = leadIn;
for (const text of avatarTranscript) {
  const start = time;
  // The mouth stays at rest until the first syllable.
  mouth.push([time - 100, rest]);
  for (const word of text.split(/\s+/)) {
    for (const { onset, vowel } of syllables(word)) {
      mouth.push([time, onsetShape(onset)], [time + syllableTime * 0.45, vowelShapes[vowel] ?? rest]);
      time += syllableTime;
    }
    if (/[,:;]$/.test(word)) {
      mouth.push([time, rest]);
      time += commaPause;
    }
  }
  mouth.push([time, rest]);
  sentences.push({ text, start, end: time });
  time += sentencePause;
}
const duration = Math.round(time - sentencePause + tail);
mouth.push([duration, rest]);

/** Each caption shows from the start of its sentence until the next one starts (the last one, a while). */
const captions: Cue[] = sentences.map(({ text, start, end }, index) => ({
  start: Math.round(start),
  end: Math.round(sentences[index + 1]?.start ?? end + tail / 2),
  text,
}));
for (const { start, end, text } of captions) {
  if (text.length / ((end - start) / 1000) > maxReadingSpeed) {
    throw new Error(`avatar: '${text}' is too long to read in ${end - start} ms`);
  }
}

/** A CSS keyframes rule over the whole video from [milliseconds, declarations] pairs. */
const keyframes = (name: string, poses: [number, string][]) =>
  `@keyframes ${name} {\n${poses
    .map(([at, declarations]) => `  ${((at / duration) * 100).toFixed(3)}% { ${declarations} }`)
    .join('\n')}\n}`;

/** A smooth bump from 0 up to 1 and back over [0, 1]. */
const bump = (x: number) => (x > 0 && x < 1 ? Math.sin(Math.PI * x) ** 2 : 0);
/** The head sways slowly and nods as each sentence starts. */
const headPose = (ms: number) => {
  const t = ms / 1000;
  const tilt = 1.4 * Math.sin((2 * Math.PI * t) / 6.4) + 0.5 * Math.sin((2 * Math.PI * t) / 2.7 + 1.1);
  const x = 4 * Math.sin((2 * Math.PI * t) / 8.1 + 0.4);
  const nod = sentences.reduce((sum, { start }) => sum + 6 * bump((ms - start + 120) / 700), 0);
  const y = 1.5 * Math.sin((2 * Math.PI * t) / 3.3) + nod;
  return `transform: translate(${x.toFixed(2)}px, ${y.toFixed(2)}px) rotate(${tilt.toFixed(3)}deg);`;
};
const headPoses: [number, string][] = [];
for (let ms = 0; ms <= duration; ms += 100) headPoses.push([ms, headPose(ms)]);

/** Blinks at uneven intervals, as people do, with one double blink. */
const blinks: [number, string][] = [[0, 'transform: scaleY(1);']];
const blinkGaps = [3400, 2600, 4200, 320, 3000, 3800];
for (let at = 1700, index = 0; at < duration - 400; at += blinkGaps[index++ % blinkGaps.length] ?? 0) {
  blinks.push(
    [at, 'transform: scaleY(1);'],
    [at + 70, 'transform: scaleY(0.1);'],
    [at + 160, 'transform: scaleY(1);'],
  );
}

/** The eyebrows lift a little as each sentence starts. */
const brows: [number, string][] = [[0, 'transform: none;']];
for (const { start } of sentences) {
  brows.push(
    [start - 150, 'transform: none;'],
    [start + 100, 'transform: translateY(-5px);'],
    [start + 700, 'transform: none;'],
  );
}

const color = defaultTokens.color;
const skin = '#F1C3A0';
const skinShade = '#DFA47F';
const hair = '#3A2620';
const blazer = '#163049';
/** The open mouth, hinged on the upper lip's smile line. */
const mouthOpening = 'M616 365 Q640 379 664 365 C662 408 618 408 616 365 Z';

const html = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><style>
${fontFace}
* { box-sizing: border-box; margin: 0; }
body { position: relative; width: ${width}px; height: ${height}px; overflow: hidden; background: ${color.page};
  font-family: 'Plus Jakarta Sans', sans-serif; }
svg { display: block; }
.body { animation: breathe 4200ms ease-in-out infinite; }
.head { transform-origin: 640px 430px; animation: head ${duration}ms linear both; }
.mouth, .opening { transform-origin: 640px 370px; animation: mouth-width ${duration}ms ease-in-out both; }
.opening { animation-name: mouth-height; }
.eye { animation: blink ${duration}ms ease-in-out both; }
.eye.left { transform-origin: 603px 302px; }
.eye.right { transform-origin: 677px 302px; }
.brows { animation: brows ${duration}ms ease-in-out both; }
@keyframes breathe { 50% { transform: translateY(-3px); } }
${keyframes('head', headPoses)}
${keyframes(
  'mouth-width',
  mouth.map(([at, [x]]) => [at, `transform: scaleX(${x});`]),
)}
${keyframes(
  'mouth-height',
  mouth.map(([at, [, y]]) => [at, `transform: scaleY(${y});`]),
)}
${keyframes('blink', blinks)}
${keyframes('brows', brows)}
.tag { position: absolute; left: 40px; top: 36px; display: flex; align-items: center; gap: 10px; padding: 8px 18px;
  border-radius: 999px; background: ${color.surface}; color: ${color.text}; font-size: 18px; font-weight: 700;
  box-shadow: 0 1px 2px rgba(11, 27, 43, 0.06), 0 4px 12px rgba(11, 27, 43, 0.08); }
.tag i { width: 10px; height: 10px; border-radius: 50%; background: ${color.accentStrong}; }
</style></head><body>
<svg viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" aria-hidden="true">
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${color.page}"/><stop offset="1" stop-color="${color.surfaceMuted}"/>
    </linearGradient>
    <clipPath id="mouth-inside"><path d="${mouthOpening}"/></clipPath>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#wall)"/>
  <circle cx="640" cy="330" r="292" fill="${color.accentSoft}"/>
  <circle cx="640" cy="330" r="318" fill="none" stroke="${color.accent}" stroke-width="2" opacity="0.5"/>
  <circle cx="318" cy="170" r="9" fill="${color.accent}" opacity="0.7"/>
  <circle cx="980" cy="236" r="6" fill="${color.accentStrong}" opacity="0.5"/>
  <circle cx="1002" cy="520" r="12" fill="${color.accent}" opacity="0.45"/>
  <g transform="translate(640 720) scale(1.12) translate(-640 -720)"><g class="body">
    <path d="M330 740 L330 720 C336 600 380 540 470 515 C530 500 580 492 604 478 L676 478 C700 492 750 500 810 515 C900 540 944 600 950 720 L950 740 Z" fill="${blazer}"/>
    <path d="M588 482 L692 482 L667 740 L613 740 Z" fill="${color.accent}"/>
    <path d="M588 482 L548 498 L612 640 L646 740 L613 740 Z" fill="${color.surfaceInverse}"/>
    <path d="M692 482 L732 498 L668 640 L634 740 L667 740 Z" fill="${color.surfaceInverse}"/>
    <g transform="translate(776 590)">
      <circle r="17" fill="${color.surface}"/>
      <path d="M-8 -8 C-4 -11 0 -8 0 -8 C0 -8 4 -11 8 -8 C11 -5 9 2 7 6 C6 10 4 11 3 6 C2 2 -2 2 -3 6 C-4 11 -6 10 -7 6 C-9 2 -11 -5 -8 -8 Z" fill="${color.accentStrong}"/>
    </g>
    <g class="head">
      <path d="M640 152 C556 152 512 206 510 286 C506 364 494 434 520 476 C540 504 590 500 606 472 L674 472 C690 500 740 504 760 476 C786 434 774 364 770 286 C768 206 724 152 640 152 Z" fill="${hair}"/>
    </g>
    <path d="M604 370 L604 466 C604 486 622 496 640 496 C658 496 676 486 676 466 L676 370 Z" fill="${skin}"/>
    <path d="M604 370 L676 370 L676 408 Q640 442 604 408 Z" fill="${skinShade}"/>
    <path d="M588 484 C600 480 604 474 604 462 L640 540 L676 462 C676 474 680 480 692 484 L640 572 Z" fill="${skin}"/>
    <g class="head">
      <path d="M640 182 C700 182 738 226 738 296 C738 364 700 416 640 418 C580 416 542 364 542 296 C542 226 580 182 640 182 Z" fill="${skin}"/>
      <circle cx="590" cy="342" r="17" fill="#EE8F84" opacity="0.3"/>
      <circle cx="690" cy="342" r="17" fill="#EE8F84" opacity="0.3"/>
      <g class="brows" fill="none" stroke="${hair}" stroke-width="6" stroke-linecap="round">
        <path d="M584 274 Q600 264 620 270"/><path d="M660 270 Q680 264 696 274"/>
      </g>
      <g class="eye left" fill="${color.surfaceInverse}">
        <ellipse cx="603" cy="302" rx="9.5" ry="11.5"/><circle cx="606.5" cy="298" r="3.2" fill="#fff"/>
        <path d="M590 297 Q603 284 617 295" fill="none" stroke="${color.surfaceInverse}" stroke-width="3" stroke-linecap="round"/>
      </g>
      <g class="eye right" fill="${color.surfaceInverse}">
        <ellipse cx="677" cy="302" rx="9.5" ry="11.5"/><circle cx="680.5" cy="298" r="3.2" fill="#fff"/>
        <path d="M663 295 Q677 284 690 297" fill="none" stroke="${color.surfaceInverse}" stroke-width="3" stroke-linecap="round"/>
      </g>
      <path d="M642 314 C637 330 632 340 641 344" fill="none" stroke="${skinShade}" stroke-width="3.5" stroke-linecap="round"/>
      <g class="mouth">
        <g class="opening">
          <path d="${mouthOpening}" fill="#7A2F36"/>
          <g clip-path="url(#mouth-inside)">
            <rect x="612" y="364" width="56" height="12" fill="#fff"/>
            <ellipse cx="640" cy="394" rx="15" ry="8" fill="#D9656B"/>
          </g>
        </g>
        <path d="M612 363 Q640 380 668 363" fill="none" stroke="#9A4A44" stroke-width="4" stroke-linecap="round"/>
      </g>
      <path d="M532 314 C520 224 570 164 645 162 C725 160 770 224 752 324 C742 276 728 246 705 228 C672 246 610 246 566 256 C550 266 540 290 532 314 Z" fill="${hair}"/>
    </g>
  </g></g>
</svg>
<p class="tag"><i></i>Demo del asistente con avatar</p>
</body></html>`;

await renderVideo({
  name: 'avatar',
  html,
  width,
  height,
  fps,
  quality,
  duration,
  // The poster is Lucía smiling, just before she starts to speak.
  posterTime: leadIn - 200,
  captions,
  files: avatarVideo,
});
