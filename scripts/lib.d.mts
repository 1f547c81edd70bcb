// Types of scripts/lib.mjs for the TypeScript that imports it (the server's test setup).
import type { SpawnOptions } from "node:child_process";

export declare const root: string;
export declare function buildIfStale(): Promise<void>;
export declare function buildServerIfStale(): Promise<boolean>;
export declare function findChromium(): Promise<string | null>;
export declare function run(
  command: string,
  args: string[],
  options?: SpawnOptions,
): Promise<number>;
