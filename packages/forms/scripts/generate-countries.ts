/** Writes src/countries.generated.ts from i18n-iso-countries and this Node's CLDR data (see country-list.ts). */
import { writeFileSync } from 'node:fs';
import { buildCountryList, countryModule } from './country-list.ts';

const target = new URL('../src/countries.generated.ts', import.meta.url);
const list = buildCountryList();
writeFileSync(target, countryModule(list));
console.log(`${list.rows.length} countries → ${target.pathname}`);
