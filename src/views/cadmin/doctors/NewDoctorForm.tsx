import { Button, FileInput, Group, MultiSelect, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DoctorFormActorRef } from '../../../machines/cadmin/doctor-form.machine';
import { pickLocalized } from '../../../protocol/common';
import { DOCTOR_LANGUAGES, EXPERIENCE_FROM_MIN, type NewDoctorBody } from '../../../protocol/doctor-admin';
import { useRuntime } from '../../actors';
import { languageList } from '../../doctors/doctor-text';
import { useLanguage } from '../../services/catalog-hooks';
import { useFieldError } from './AddDoctorCard';

const empty = (idNumber: string): NewDoctorBody => ({
  firstname: { ka: '', en: '' },
  lastname: { ka: '', en: '' },
  id_number: idNumber,
  phone: '',
  email: '',
  speciality_id: null,
  title: { ka: '', en: '' },
  experience_from: null,
  languages: ['ka'],
  clinic_service_ids: [],
});

/** A new doctor's account: names in both languages, contacts, what they practise, photo and services. */
export function NewDoctorForm({ form, options, busy }: { form: DoctorFormActorRef; options: { value: string; label: string }[]; busy: boolean }) {
  const intl = useIntl();
  const lang = useLanguage();
  const fieldError = useFieldError(form);
  const specialities = useSelector(useRuntime().statics, (s) => s.context.lists?.specialities ?? []);
  const [body, setBody] = useState(() => empty(form.getSnapshot().context.idNumber));
  const [photo, setPhoto] = useState<File | null>(null);
  const set = <K extends keyof NewDoctorBody>(key: K, value: NewDoctorBody[K]) => setBody((b) => ({ ...b, [key]: value }));
  const text = (path: string, label: string, value: string, onChange: (v: string) => void, extra: Record<string, unknown> = {}) => (
    <TextInput label={intl.formatMessage({ id: label })} value={value} onChange={(e) => onChange(e.currentTarget.value)} error={fieldError(path)} data-testid={`new-${path}`} {...extra} />
  );
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        form.send({ type: 'user.create', body, photo, year: new Date().getFullYear() });
      }}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {text('firstname.ka', 'cadmin.doctors.firstnameKa', body.firstname.ka, (v) => set('firstname', { ...body.firstname, ka: v }), { required: true })}
          {text('lastname.ka', 'cadmin.doctors.lastnameKa', body.lastname.ka, (v) => set('lastname', { ...body.lastname, ka: v }), { required: true })}
          {text('firstname.en', 'cadmin.doctors.firstnameEn', body.firstname.en, (v) => set('firstname', { ...body.firstname, en: v }), { required: true })}
          {text('lastname.en', 'cadmin.doctors.lastnameEn', body.lastname.en, (v) => set('lastname', { ...body.lastname, en: v }), { required: true })}
          {text('id_number', 'cadmin.doctors.idNumber', body.id_number, (v) => set('id_number', v), { required: true, inputMode: 'numeric', maxLength: 11 })}
          {text('phone', 'cadmin.doctors.phone', body.phone, (v) => set('phone', v), { required: true, type: 'tel', placeholder: '5XX XX XX XX' })}
          {text('email', 'cadmin.doctors.email', body.email, (v) => set('email', v), { required: true, type: 'email' })}
          <Select
            label={intl.formatMessage({ id: 'cadmin.doctors.speciality' })}
            data={specialities.map((s) => ({ value: String(s.id), label: pickLocalized(s.name, lang) }))}
            value={body.speciality_id === null ? null : String(body.speciality_id)}
            onChange={(v) => set('speciality_id', v === null ? null : Number(v))}
            searchable
            required
            error={fieldError('speciality_id')}
            data-testid="new-speciality"
          />
          {text('title.ka', 'cadmin.doctors.titleKa', body.title.ka, (v) => set('title', { ...body.title, ka: v }))}
          {text('title.en', 'cadmin.doctors.titleEn', body.title.en, (v) => set('title', { ...body.title, en: v }))}
          <NumberInput
            label={intl.formatMessage({ id: 'cadmin.doctors.experienceFrom' })}
            value={body.experience_from ?? ''}
            onChange={(v) => set('experience_from', typeof v === 'number' ? v : null)}
            min={EXPERIENCE_FROM_MIN}
            allowDecimal={false}
            allowNegative={false}
            error={fieldError('experience_from')}
            data-testid="new-experience"
          />
          <MultiSelect
            label={intl.formatMessage({ id: 'cadmin.doctors.languages' })}
            data={DOCTOR_LANGUAGES.map((code) => ({ value: code, label: languageList(intl, [code]) }))}
            value={body.languages}
            onChange={(v) => set('languages', v)}
            required
            error={fieldError('languages')}
            data-testid="new-languages"
          />
          <FileInput
            label={intl.formatMessage({ id: 'cadmin.doctors.photo' })}
            accept="image/png,image/jpeg,image/webp,image/gif"
            value={photo}
            onChange={setPhoto}
            clearable
            error={fieldError('photo')}
            data-testid="new-photo"
          />
          <MultiSelect
            label={intl.formatMessage({ id: 'cadmin.doctors.services' })}
            data={options}
            value={body.clinic_service_ids.map(String)}
            onChange={(v) => set('clinic_service_ids', v.map(Number))}
            required
            error={fieldError('clinic_service_ids')}
            data-testid="new-services"
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={busy} data-testid="new-submit">
            <FormattedMessage id="cadmin.doctors.create" />
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
