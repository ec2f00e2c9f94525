// The async boundary: webpack must negotiate shared singletons (React, the
// session store) before any of our code runs, so the entry only imports, and
// starts the one request that does not need them.
import './config-request';

import('./bootstrap');
