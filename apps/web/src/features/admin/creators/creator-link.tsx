import { Link } from 'react-router';

/** A creator's name, leading to their console page. */
export function CreatorLink({ creator }: { creator: { _id: string; name: string } }) {
  return (
    <Link to={`/admin/creators/${creator._id}`} className="text-brand-700 hover:underline">
      {creator.name}
    </Link>
  );
}
