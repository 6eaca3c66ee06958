/** An unknown hash (or a mistyped link): said plainly, inside the payment page's own layout. */
export default function PaymentNotFound() {
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-6 py-8 text-center shadow-sm">
      <h1 className="text-xl font-semibold text-slate-900">Payment not found</h1>
      <p className="mt-2 text-sm text-slate-600">
        This payment link is not valid. Check that you copied the whole address, or ask the seller for a new link.
      </p>
    </div>
  );
}
