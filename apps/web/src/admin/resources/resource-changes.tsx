import { CATALOGUE_API } from '@visadesk/contract/plain';
import { useRestoreResourceVersionMutation } from '../../api/record-versions';
import { useGetResourceQuery, useGetResourceVersionsQuery } from '../../api/resources';
import type { ChangeWords } from '../components/change-words';
import { RecordChangesCard } from '../components/record-changes';
import { ChangesWithCompare } from '../components/version-compare';
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

/**
 * Under an edit form: every version of the record, who saved it and what changed; any of them
 * beside today's, and restored (whoever reaches the edit screen may edit the record).
 */
export function ResourceChanges({ config, id }: { config: ResourceConfig; id: string }) {
  const resource = config.name;
  const query = useGetResourceVersionsQuery({ resource, id });
  const { data: now } = useGetResourceQuery({ resource, id });
  const [restore] = useRestoreResourceVersionMutation();
  const words = resourceWords(config);
  return (
    <ChangesWithCompare
      list={(onCompare) => (
        <RecordChangesCard
          titleId={`${resource}-changes-title`}
          query={query}
          words={words}
          onCompare={onCompare}
        />
      )}
      versionUrl={(version) => CATALOGUE_API[resource].version(id, version)}
      now={now as Record<string, unknown> | undefined}
      words={words}
      fields={Object.keys(words.labels)}
      onRestore={
        now ? (version) => restore({ resource, id, version, ifMatch: now.updatedAt }).unwrap() : undefined
      }
    />
  );
}
