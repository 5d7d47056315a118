import { regionList } from '@agency/regions';
import { defineField, defineType } from 'sanity';

/** A monthly salary: one figure (min = max) or a range, in Hong Kong dollars or Macau patacas. */
export const salaryRange = defineType({
  name: 'salaryRange',
  title: 'Monthly salary',
  type: 'object',
  options: { columns: 3 },
  fields: [
    defineField({
      name: 'currency',
      title: 'Currency',
      type: 'string',
      options: {
        list: regionList.map((region) => region.currency),
        layout: 'radio',
        direction: 'horizontal',
      },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'min',
      title: 'From',
      type: 'number',
      validation: (rule) => rule.required().positive().integer(),
    }),
    defineField({
      name: 'max',
      title: 'To',
      description: 'Same as "From" for a fixed salary.',
      type: 'number',
      validation: (rule) => rule.required().positive().integer().min(rule.valueOfField('min')),
    }),
  ],
});

/** A "from … to …" count, e.g. 3–5 working days or 4–12 pupils. */
export const numberRange = defineType({
  name: 'numberRange',
  title: 'Range',
  type: 'object',
  options: { columns: 2 },
  fields: [
    defineField({ name: 'min', title: 'From', type: 'number', validation: (rule) => rule.required().min(0) }),
    defineField({
      name: 'max',
      title: 'To',
      type: 'number',
      validation: (rule) => rule.required().min(rule.valueOfField('min')),
    }),
  ],
});
