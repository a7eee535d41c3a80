"""Step 2 of the garment-mask head's training (step 1: `npx tsx ml/segment/export.ts`): trains a small
decoder on the recogniser's own backbone activations so that the recogniser's one forward pass
also gives the garment's mask.

The backbone (the served graph export.ts wrote, rebuilt in PyTorch by finetune.py's GraphNet) is
frozen: the head reads four of its activations, from 56x56 to 7x7 (SKIP_NODES), and adds them up
from the coarsest (1x1 convs to WIDTH channels, bilinear x2, a 3x3 conv at each level) to one
logit a pixel at 56x56, compared with the mask at 224x224 (bilinear up; binary cross-entropy plus
soft Dice). Training photos: the catalogue's training-side photos with their eye-checked GrabCut
masks (masks.u8); each step mirrors half the batch and pastes the garment of PASTE_SHARE of it
onto a ground (grounds.u8: corner crops of training photos, carpets, sheets and floors, and
synthetic surfaces), so the head learns the garment, not the plain sheet it lay on. HOLDOUT of
the photos are kept out of training to report the mask IoU per epoch.

Writes <weights dir>/mask-head.json + mask-head.bin (a tfjs weights manifest, float32, weights in
TF layout: conv kernels HWIO) that server/styling/recognizer/mask-head.ts runs, and the log to
<logs dir>/segment-log.txt. One thread (torch.set_num_threads(1)): the machine is shared.

Usage: /usr/bin/python3 segment.py <export dir> <weights dir> <logs dir> [--epochs N]
(the committed head: data/cache/segment server/styling/recognizer/weights ml/logs, 8 epochs,
~13 min on one core of this shared machine). PyTorch: Debian's python3-torch.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time

import numpy as np
import torch
import torch.nn.functional as F
from torch import Tensor

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'finetune'))
from finetune import LOG, GraphNet, log  # noqa: E402

SEED = 20261128
EPOCHS = 8
BATCH = 16
LR = 3e-3
WEIGHT_DECAY = 1e-4
PASTE_SHARE = 0.6
HOLDOUT = 0.1
WIDTH = 48
PREFIX = ('StatefulPartitionedCall/sequential/keras_layer/StatefulPartitionedCall/StatefulPartitionedCall/'
          'StatefulPartitionedCall/predict/MobilenetV2/')
# The backbone activations the head reads, finest first: 56x56x32, 28x28x48, 14x14x136, 7x7x448.
SKIP_NODES = [
    PREFIX + 'expanded_conv_2/add',
    PREFIX + 'expanded_conv_5/add',
    PREFIX + 'expanded_conv_12/add',
    PREFIX + 'expanded_conv_16/project/BatchNorm/FusedBatchNormV3',
]


class MaskHead(torch.nn.Module):
    """The decoder: per level a 1x1 lateral conv, the coarser level added after bilinear x2, ReLU, 3x3 conv, ReLU."""

    def __init__(self, channels: list[int]) -> None:
        super().__init__()
        self.lateral = torch.nn.ModuleList([torch.nn.Conv2d(c, WIDTH, 1) for c in channels])
        self.smooth = torch.nn.ModuleList([torch.nn.Conv2d(WIDTH, WIDTH, 3, padding=1) for _ in channels])
        self.out = torch.nn.Conv2d(WIDTH, 1, 1)

    def forward(self, skips: list[Tensor]) -> Tensor:
        """skips: finest first. Returns N x 1 x 56 x 56 logits."""
        x = None
        for i in reversed(range(len(skips))):
            lat = self.lateral[i](skips[i])
            if x is not None:
                lat = lat + F.interpolate(x, size=lat.shape[2:], mode='bilinear', align_corners=False)
            x = F.relu(self.smooth[i](F.relu(lat)))
        return self.out(x)

    def export(self, weights_dir: str) -> int:
        """Writes the tensors as a tfjs weights manifest (float32; conv OIHW -> HWIO)."""
        specs, chunks = [], []
        for name, value in self.state_dict().items():
            v = value.detach()
            if v.dim() == 4:
                v = v.permute(2, 3, 1, 0)
            arr = v.contiguous().numpy().astype('<f4')
            specs.append({'name': name, 'shape': list(arr.shape), 'dtype': 'float32'})
            chunks.append(arr.tobytes())
        with open(os.path.join(weights_dir, 'mask-head.bin'), 'wb') as f:
            f.write(b''.join(chunks))
        with open(os.path.join(weights_dir, 'mask-head.json'), 'w') as f:
            json.dump([{'paths': ['mask-head.bin'], 'weights': specs}], f)
        return sum(len(c) for c in chunks)


def load_u8(path: str, per: int) -> np.ndarray:
    raw = np.fromfile(path, dtype=np.uint8)
    return raw.reshape(-1, per)


def batch_inputs(rows: np.ndarray, grounds: np.ndarray, gen: torch.Generator, train: bool) -> tuple[Tensor, Tensor]:
    """N rows (224x224x3 RGB, then the 224x224 mask) -> (N x 3 x 224 x 224 in 0-1, N x 1 x 224 x 224 in 0-1), augmented when training."""
    rgb = rows[:, :224 * 224 * 3].reshape(-1, 224, 224, 3)
    x = torch.from_numpy(np.ascontiguousarray(rgb)).permute(0, 3, 1, 2).float().div_(255)
    m = torch.from_numpy(np.ascontiguousarray(rows[:, 224 * 224 * 3:])).reshape(-1, 1, 224, 224).float().div_(255)
    if not train:
        return x, m
    n = x.shape[0]
    flip = torch.rand(n, generator=gen) < 0.5
    x[flip] = x[flip].flip(3)
    m[flip] = m[flip].flip(3)
    paste = torch.rand(n, generator=gen) < PASTE_SHARE
    for i in torch.nonzero(paste).flatten().tolist():
        g = torch.from_numpy(grounds[int(torch.randint(len(grounds), (1,), generator=gen))].reshape(224, 224, 3))
        g = g.permute(2, 0, 1).float().div(255)
        if torch.rand(1, generator=gen) < 0.5:
            g = g.flip(2)
        # The mask's soft edge, a little wider than the mask, so no old ground fringes the garment.
        alpha = F.avg_pool2d(m[i:i + 1], 3, 1, 1)[0].clamp(0, 1) * m[i]
        x[i] = x[i] * alpha + g * (1 - alpha)
    # Brightness and contrast +-15 %.
    b = 1 + (torch.rand(n, 1, 1, 1, generator=gen) - 0.5) * 0.3
    c = 1 + (torch.rand(n, 1, 1, 1, generator=gen) - 0.5) * 0.3
    mean = x.mean(dim=(1, 2, 3), keepdim=True)
    x = ((x - mean) * c + mean) * b
    return x.clamp_(0, 1), m


def loss_of(logits: Tensor, m: Tensor) -> Tensor:
    up = F.interpolate(logits, size=m.shape[2:], mode='bilinear', align_corners=False)
    bce = F.binary_cross_entropy_with_logits(up, m)
    p = torch.sigmoid(up)
    dice = 1 - (2 * (p * m).sum(dim=(1, 2, 3)) + 1) / (p.sum(dim=(1, 2, 3)) + m.sum(dim=(1, 2, 3)) + 1)
    return bce + dice.mean()


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument('export_dir')
    ap.add_argument('weights_dir')
    ap.add_argument('logs_dir')
    ap.add_argument('--epochs', type=int, default=EPOCHS)
    args = ap.parse_args()
    torch.set_num_threads(1)
    torch.manual_seed(SEED)
    gen = torch.Generator().manual_seed(SEED)

    graph = json.load(open(os.path.join(args.export_dir, 'graph.json')))
    flat = np.fromfile(os.path.join(args.export_dir, 'weights.f32'), dtype='<f4')
    net = GraphNet(graph, flat, from_block=99)
    net.eval()
    for p in net.parameters():
        p.requires_grad_(False)
    order = net.topological(SKIP_NODES[-1])

    def skips(x: Tensor) -> list[Tensor]:
        with torch.no_grad():
            values = net.activations(x, order)
            return [values[n] for n in SKIP_NODES]

    rows = load_u8(os.path.join(args.export_dir, 'masks.u8'), 224 * 224 * 4)
    grounds = load_u8(os.path.join(args.export_dir, 'grounds.u8'), 224 * 224 * 3)
    order_idx = torch.randperm(len(rows), generator=gen).tolist()
    n_hold = int(len(rows) * HOLDOUT)
    hold, train = order_idx[:n_hold], order_idx[n_hold:]
    log('photos %d (train %d, held out %d), grounds %d' % (len(rows), len(train), len(hold), len(grounds)))
    channels = [t.shape[1] for t in skips(torch.zeros(1, 3, 224, 224))]
    log('skip channels %s' % channels)
    head = MaskHead(channels)
    opt = torch.optim.AdamW(head.parameters(), lr=LR, weight_decay=WEIGHT_DECAY)
    steps = args.epochs * ((len(train) + BATCH - 1) // BATCH)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=LR, total_steps=steps)

    def held_out_iou() -> float:
        head.eval()
        inter = union = 0.0
        with torch.no_grad():
            for s in range(0, len(hold), BATCH):
                x, m = batch_inputs(rows[hold[s:s + BATCH]], grounds, gen, False)
                up = F.interpolate(head(skips(x)), size=(224, 224), mode='bilinear', align_corners=False)
                p, t = up > 0, m > 0.5
                inter += float((p & t).sum())
                union += float((p | t).sum())
        head.train()
        return inter / max(1.0, union)

    for epoch in range(args.epochs):
        t0 = time.time()
        perm = [train[i] for i in torch.randperm(len(train), generator=gen).tolist()]
        total = 0.0
        for s in range(0, len(perm), BATCH):
            x, m = batch_inputs(rows[perm[s:s + BATCH]], grounds, gen, True)
            loss = loss_of(head(skips(x)), m)
            opt.zero_grad()
            loss.backward()
            opt.step()
            sched.step()
            total += float(loss) * x.shape[0]
        log('epoch %d: loss %.4f, held-out IoU %.3f (%.0f s)' % (epoch + 1, total / len(perm), held_out_iou(), time.time() - t0))
    size = head.export(args.weights_dir)
    log('wrote mask-head.json + mask-head.bin (%d bytes) to %s' % (size, args.weights_dir))
    with open(os.path.join(args.logs_dir, 'segment-log.txt'), 'w') as f:
        f.write('\n'.join(LOG) + '\n')


if __name__ == '__main__':
    main()
