// A field's control named by its WIRE name (decision 066): the browser posts the form itself when scripts are off
// or not loaded yet, and the API reads wire names. Formik keeps the field name.
import type { FormikProps } from 'formik';
import type { ChangeEvent } from 'react';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export function wireField<V extends object>(formik: FormikProps<V>, field: keyof V & string, wire: string) {
  const { value } = formik.getFieldProps(field);
  return {
    name: wire,
    value: value as string,
    onChange: (event: ChangeEvent<Control>) => void formik.setFieldValue(field, event.currentTarget.value),
    onBlur: () => void formik.setFieldTouched(field, true),
  };
}
