// The schemas a browser checks the API's answers with, loaded on its first call rather than with
// the page (docs/decisions/020-first-load-without-validators.md).
export { errorBody } from "./common";
export { endpoints } from "./endpoints";
