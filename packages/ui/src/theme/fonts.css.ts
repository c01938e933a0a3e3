import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import fraunces from '@capsizecss/metrics/fraunces';
import plusJakartaSans from '@capsizecss/metrics/plusJakartaSans';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import { globalFontFace } from '@vanilla-extract/css';
import { fontFallbacks } from './tokens';

type FontMetrics = Parameters<typeof createFontStack>[0][number];

/**
 * Declares `family` as a local font (the first of `local` the device has) scaled and spaced to the
 * metrics of `webFont`, computed by Capsize at build time. Until the web font arrives, text set in
 * the fallback takes the same room, so the swap moves nothing.
 */
function metricMatchedFallback(
  family: string,
  webFont: FontMetrics,
  local: FontMetrics,
  localNames: string[],
) {
  const [face] = createFontStack([webFont, local], { fontFaceFormat: 'styleObject' }).fontFaces;
  const { ascentOverride, descentOverride, lineGapOverride, sizeAdjust } = face?.['@font-face'] ?? {};
  globalFontFace(family, {
    src: localNames.map((name) => `local('${name}')`).join(', '),
    ascentOverride,
    descentOverride,
    lineGapOverride,
    sizeAdjust,
  });
}

// Liberation fonts share Arial's and Times New Roman's metrics: they stand in for them on Linux.
metricMatchedFallback(fontFallbacks.plusJakartaSans, plusJakartaSans, arial, [
  'Arial',
  'ArialMT',
  'Liberation Sans',
]);
metricMatchedFallback(fontFallbacks.fraunces, fraunces, timesNewRoman, [
  'Times New Roman',
  'TimesNewRomanPSMT',
  'Liberation Serif',
]);
