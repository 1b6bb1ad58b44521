import { useGetResourceVersionsQuery } from '../../api/resources';
import type { ChangeWords } from '../components/change-words';
import { RecordChangesCard } from '../components/record-changes';
import type { ResourceConfig } from './resource-config';

/** A resource's fields in words: its form's labels, a chosen option's words, its image's name. */
function resourceWords(config: ResourceConfig): ChangeWords {
  const optionWords = new Map<string, string>();
  for (const field of config.fields)
    if (field.kind === 'select')
      for (const option of field.options)
        if (typeof option !== 'string') optionWords.set(`${field.name}\u0000${option.value}`, option.label);
  return {
    labels: {
      ...Object.fromEntries(config.fields.map((field) => [field.name, field.label])),
      ...(config.image ? { image: config.image.label } : {}),
    },
    files: new Set(config.image ? ['image'] : []),
    shown: (field, value) => optionWords.get(`${field}\u0000${value}`),
  };
}

/** Under an edit form: every version of the record, who saved it and what changed. */
export function ResourceChanges({ config, id }: { config: ResourceConfig; id: string }) {
  const query = useGetResourceVersionsQuery({ resource: config.name, id });
  return (
    <RecordChangesCard titleId={`${config.name}-changes-title`} query={query} words={resourceWords(config)} />
  );
}
