import { DateTimeResolver, JSONObjectResolver } from 'graphql-scalars';
import { builder } from './builder.js';

builder.addScalarType('DateTime', DateTimeResolver);
builder.addScalarType('JSONObject', JSONObjectResolver);
