export declare function clientIsStale(distDir?: string): boolean;
export declare function ensureBuild(): void;
