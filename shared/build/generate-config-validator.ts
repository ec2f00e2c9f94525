import fs from 'node:fs';
import path from 'node:path';
import { configValidatorCode, GENERATED_VALIDATOR } from './config-validator-code';

fs.writeFileSync(path.join(__dirname, '..', GENERATED_VALIDATOR), configValidatorCode());
console.log(`wrote shared/${GENERATED_VALIDATOR}`);
