/** Types of build.mjs (the CLI's build, run by bin/daedalus.js without a TypeScript loader). */
export declare const root: string;
export declare const dist: string;
export declare const entry: string;
export declare function newestSource(): number;
export declare function isFresh(): boolean;
export declare function buildCli(): Promise<void>;
