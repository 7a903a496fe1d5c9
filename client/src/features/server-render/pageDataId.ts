/**
 * The id of the data block a server-rendered page carries (a JSON script: never executed, so the CSP allows it).
 * Its own file: the tiny entry script looks for it and must not import anything else.
 */
export const PAGE_DATA_ID = 'isoko-page-data';
