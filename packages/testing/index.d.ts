export declare const chromiumPath: string;
export declare const chromiumLaunchOptions: { executablePath: string; headless: true; args: string[] };
export declare const screenshotTolerance: { threshold: number; mismatchedPixels: number };
export declare const timingReportDir: string;
export declare const timingReport: (name: string) => string;
