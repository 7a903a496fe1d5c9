import { builder } from './builder.js';

builder.queryType({});
builder.mutationType({});
