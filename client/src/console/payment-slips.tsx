import { consoleMessages as t } from '@matka/shared/messages';
import { useControlQuery } from './use-control';

/** The payment slips players uploaded (lenient profile): which request, which file, when. */
export function PaymentSlips() {
  const { data } = useControlQuery('paymentSlips', {});
  const slips = data?.slips ?? [];
  return (
    <div className="table-scroll">
      <table>
        <caption>{t.paymentSlips}</caption>
        <thead>
          <tr>
            <th scope="col">{t.slipRequest}</th>
            <th scope="col">{t.requestPlayer}</th>
            <th scope="col">{t.slipFile}</th>
            <th scope="col">{t.slipSize}</th>
            <th scope="col">{t.slipHash}</th>
            <th scope="col">{t.requestDate}</th>
          </tr>
        </thead>
        <tbody>
          {slips.length === 0 ? (
            <tr>
              <td colSpan={6}>{t.noPaymentSlips}</td>
            </tr>
          ) : null}
          {slips.map((slip) => (
            <tr key={slip.id}>
              <td>{slip.fund_request_id}</td>
              <td>{slip.mobile}</td>
              <td>
                {slip.file_name} ({slip.content_type})
              </td>
              <td className="number">{slip.size_bytes}</td>
              <td>
                <code>{slip.sha256.slice(0, 12)}</code>
              </td>
              <td>{slip.insert_date}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t.paymentSlipsHelp}</p>
    </div>
  );
}
