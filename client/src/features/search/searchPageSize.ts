/** Products per page of search results (the first page is also started before the app's code arrives). */
export const SEARCH_PAGE_SIZE = 16;
