/** Copies this working tree into `dir` (made if missing), with node_modules linked. */
export declare function copyWorkingTree(dir: string): void;
