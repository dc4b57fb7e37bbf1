export declare const SERVER_NODE_ARGS: readonly string[];
export declare const REGEXP_FLAG: string;
