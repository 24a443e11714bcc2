// The teams calls are declared once (decision 084): each entry of the endpoint table names in its
// path exactly the parameters its schemas check, a GET takes no body, and the teams UI builds no
// API address of its own: it calls through callApi and the table.
import path from 'node:path';
import { describe } from 'vitest';
import { itHoldsTheEndpointRules } from '../../../test/helpers/endpoint-table';
import { teamsApi } from './contracts';
import { teamsSchemas } from './schemas';

const UI = path.join(import.meta.dirname, 'ui');

describe('the teams calls', () => {
  itHoldsTheEndpointRules(teamsApi, teamsSchemas, UI);
});
