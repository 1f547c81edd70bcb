export * from "./common";
export * from "./concerts";
export * from "./artists";
export * from "./auth";
export * from "./board";
export * from "./favorites";
export * from "./search";
export * from "./admin";
