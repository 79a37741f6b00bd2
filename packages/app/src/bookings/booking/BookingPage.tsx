import { useParams, useSearchParams } from 'react-router-dom';
import { BookingDetail } from './BookingDetail';
import { BookingRequestForm } from './BookingRequestForm';
import { SitterPicker } from './SitterPicker';

/**
 * Booking: /booking/{sitterId?} requests a booking (choosing a sitter first when none is
 * given); /booking?id={bookingId} (the target of a booking notification) shows a booking.
 */
export function BookingPage() {
  const { sitterId } = useParams();
  const [params] = useSearchParams();
  const bookingId = params.get('id');
  if (bookingId) return <BookingDetail key={bookingId} bookingId={bookingId} />;
  if (sitterId) return <BookingRequestForm key={sitterId} sitterId={sitterId} />;
  return <SitterPicker />;
}
