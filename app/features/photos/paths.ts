// The addresses of the photo pages.
export const PHOTO_DEPOSIT_PATH = "/depot-photos";
export const myPhotosPath = () => `${PHOTO_DEPOSIT_PATH}?onglet=mes-photos`;
/** An approved photo in the gallery's viewer. */
export const galleryPhotoPath = (id: string) => `/galerie?photo=${id}`;
