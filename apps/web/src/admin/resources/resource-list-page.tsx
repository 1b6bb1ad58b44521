import '../../styles/resources.css';
import { LABELS } from '@visadesk/contract/plain';
import { useNavigate } from 'react-router';
import type { ResourceName } from '../../api/resources';
import { PageHeader } from '../components/page-header';
import { PageSizeSelect } from '../components/page-size-select';
import { Pager } from '../components/pager';
import { RESOURCES } from './registry';
import { ResourceSearch } from './resource-search';
import { ResourceTable } from './resource-table';
import { useResourceDelete } from './use-resource-delete';
import { useResourceView } from './use-resource-view';

/**
 * The one list screen of the simple resources (/company, /designation, /salary, /page, /slider):
 * title, Add button, search where configured, the table, rows per page, Prev/Next and a
 * confirmed delete.
 */
export function ResourceListPage({ resource }: { resource: ResourceName }) {
  const config = RESOURCES[resource];
  const { labels, routes, list } = config;
  const navigate = useNavigate();
  const view = useResourceView(config);
  const remove = useResourceDelete(config);

  return (
    <>
      <PageHeader title={labels.title} add={{ to: routes.add, label: labels.add }} />
      <div className="card admin-card">
        {list.search && (
          <ResourceSearch
            id={`${resource}-search`}
            label={list.search.label}
            placeholder={list.search.placeholder}
            value={view.search}
            onSearch={view.setSearch}
          />
        )}
        <ResourceTable
          config={config}
          items={view.items}
          isLoading={view.isLoading}
          failure={view.failure}
          onRetry={view.retry}
          // The edit screen loads the record its address names, fresh from the server.
          onEdit={(record) => navigate(`${routes.edit}?id=${encodeURIComponent(record._id)}`)}
          onDelete={remove.ask}
        />
        <div className="list-footer">
          <PageSizeSelect
            id={`${resource}-page-size`}
            label={LABELS.resources.pageSize}
            initial={list.pageSize}
            value={view.pageSize}
            onChange={view.setPageSize}
          />
          <Pager
            page={view.page}
            totalPages={view.totalPages}
            label={labels.pagination}
            onPage={view.setPage}
          />
        </div>
      </div>
      {remove.dialog}
    </>
  );
}
