import { assetUrl, useFormatPrice, useParts } from '@storefront/shared';
import { ErrorState, PageSpinner, PageTitle, Table, TableWrap } from '@storefront/shared/ui';

export default function ManageProductsPage() {
  const { data: parts, error, isLoading, mutate } = useParts();
  const formatPrice = useFormatPrice();
  return (
    <div>
      <PageTitle>Manage Products</PageTitle>
      {isLoading && <PageSpinner label="Loading parts" />}
      {error && <ErrorState title="The parts could not be loaded" message={error.message} onRetry={() => void mutate()} />}
      {parts && (
        <TableWrap>
          <Table>
            <thead>
              <tr>
                <th>Image</th>
                <th>Name</th>
                <th className="num">Price</th>
                <th className="num">Stock</th>
              </tr>
            </thead>
            <tbody>
              {parts.map((part) => (
                <tr key={part._id}>
                  <td>
                    <img src={assetUrl(part.img)} alt="" width={64} height={48} style={{ objectFit: 'contain' }} />
                  </td>
                  <td>{part.name}</td>
                  <td className="num">{formatPrice(part.price)}</td>
                  <td className="num">{part.available_Quantity}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
      )}
    </div>
  );
}
