// The form of a dataset block: which dataset of the Data tables screen the page shows as a table, and its caption.
import { Link } from 'react-router';
import { useDatasets } from '../../api/datasets.js';
import { SelectField, TextField } from '../../ui/field.js';
import { Loading, LoadError } from '../../ui/load-state.js';
import type { BlockOf } from './block-catalog.js';
import type { BlockFormProps } from './block-form-props.js';

/** A dataset chosen by name, and the table's caption (the dataset's name when left empty). */
export function DatasetBlockForm({ block, change, errors }: BlockFormProps<BlockOf<'dataset'>>) {
  const datasets = useDatasets();
  if (datasets.isPending) return <Loading label="Loading the website’s datasets…" />;
  if (datasets.isError) return <LoadError error={datasets.error} onRetry={() => void datasets.refetch()} />;
  const known = datasets.data.some((dataset) => dataset.id === block.datasetId);
  return (
    <>
      <SelectField
        label="Dataset"
        value={block.datasetId}
        onChange={(datasetId) => change({ datasetId })}
        options={[
          { value: '', label: 'Choose a dataset' },
          ...datasets.data.map((dataset) => ({
            value: dataset.id,
            label: `${dataset.name} (${dataset.rowCount} ${dataset.rowCount === 1 ? 'row' : 'rows'})`,
          })),
          ...(known || block.datasetId === ''
            ? []
            : [{ value: block.datasetId, label: 'A deleted dataset' }]),
        ]}
        error={errors.datasetId}
        description={
          datasets.data.length === 0 ? (
            <>
              The website has no dataset yet: add one under <Link to="/data-tables">Data tables</Link>.
            </>
          ) : undefined
        }
      />
      <TextField
        label="Caption"
        value={block.caption}
        onChange={(caption) => change({ caption }, 'caption')}
        error={errors.caption}
        description="Names the table for everyone, screen readers too. Leave empty to use the dataset's name."
      />
    </>
  );
}
