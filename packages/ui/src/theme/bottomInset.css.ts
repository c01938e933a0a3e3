import { createVar } from '@vanilla-extract/css';

/**
 * How much of the viewport's bottom edge a fixed panel that leaves the page usable covers (the
 * cookie banner sets it on `<html>` while it shows), with room for a focus ring. The global styles
 * keep what has focus, and the end of the page, clear of it (WCAG 2.4.11), and on phones the chat
 * dock rises above it.
 */
export const bottomInset = createVar();
