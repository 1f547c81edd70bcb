export * from "./enums";
export * from "./users";
export * from "./catalogue";
export * from "./board";
export * from "./favorites";
export * from "./search";
export * from "./ticketing";
export * from "./alerts";
