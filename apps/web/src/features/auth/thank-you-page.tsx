export default function ThankYouPage() {
  return (
    <main className="mx-auto max-w-xl p-6">
      <h1 className="text-2xl font-semibold">Thank You For Registering!</h1>
    </main>
  );
}
