export declare const chromiumPath: string;
export declare const chromiumLaunchOptions: { executablePath: string; headless: true; args: string[] };
export declare const screenshotTolerance: { threshold: number; mismatchedPixels: number };
export declare const timingReportDir: string;
export declare const timingReport: (name: string) => string;
export declare const pinnedLaunchOptions: () => {
  executablePath: string;
  headless: true;
  args: string[];
  env: Record<string, string | undefined>;
};
export declare function checkBaselinesBrowser(
  record: string,
  options: { remaking: boolean; remakeCommand: string },
): void;
export declare const movePointerOffPage: (page: {
  mouse: { move(x: number, y: number): Promise<void> };
}) => Promise<void>;
